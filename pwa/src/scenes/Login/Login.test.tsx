// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../components/toast/Toaster.tsx';
import { fakeFetch, renderWithApp } from '../../test/render.tsx';
import { Signup } from '../Signup/Signup.tsx';
import { Login } from './Login.tsx';

const user = { id: 'u1', email: 'ann@example.com', firstName: 'Ann' };

afterEach(() => vi.unstubAllGlobals());

describe('sign in', () => {
  it("shows the spec's validation messages", async () => {
    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/auth/user': { status: 401, body: {} } }).fetch);
    renderWithApp(<Login />, { route: '/login' });
    const events = userEvent.setup();
    await events.type(await screen.findByLabelText('Email'), 'not-an-email');
    await events.type(screen.getByLabelText('Password'), '123');
    await events.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
  });

  it('offers "Forgot password?" (issue 34)', async () => {
    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/auth/user': { status: 401, body: {} } }).fetch);
    renderWithApp(<Login />, { route: '/login' });
    const link = await screen.findByRole('link', { name: 'Forgot password?' });
    expect(link.getAttribute('href')).toBe('/forgot-password');
  });

  it('signs in, toasts and goes to the next page', async () => {
    const server = fakeFetch({
      'GET /api/auth/user': { status: 401, body: {} },
      'POST /api/auth/login': { body: user },
    });
    vi.stubGlobal('fetch', server.fetch);
    renderWithApp(
      <>
        <Login />
        <Toaster />
      </>,
      { route: '/login?next=%2Fcompany%2Facme.com' },
    );
    const events = userEvent.setup();
    await events.type(await screen.findByLabelText('Email'), 'Ann@Example.com');
    await events.type(screen.getByLabelText('Password'), 'secret1');
    await events.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('You have been logged in successfully.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/company/acme.com'),
    );
  });

  it('shows the server message when sign-in fails', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'GET /api/auth/user': { status: 401, body: {} },
        'POST /api/auth/login': { status: 401, body: { message: 'Invalid email or password' } },
      }).fetch,
    );
    renderWithApp(
      <>
        <Login />
        <Toaster />
      </>,
      { route: '/login' },
    );
    const events = userEvent.setup();
    await events.type(await screen.findByLabelText('Email'), 'ann@example.com');
    await events.type(screen.getByLabelText('Password'), 'secret1');
    await events.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login failed')).toBeTruthy();
    expect(screen.getByText('Invalid email or password')).toBeTruthy();
  });
});

describe('sign up', () => {
  it("says Passwords don't match under the confirmation", async () => {
    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/auth/user': { status: 401, body: {} } }).fetch);
    renderWithApp(<Signup />, { route: '/signup' });
    const events = userEvent.setup();
    await events.type(await screen.findByLabelText(/^Email/), 'ann@example.com');
    await events.type(screen.getByLabelText(/^Password/), 'secret12');
    await events.type(screen.getByLabelText(/^Confirm Password/), 'secret13');
    await events.click(screen.getByRole('button', { name: 'Create Account' }));
    const message = await screen.findByText("Passwords don't match");
    expect(message.id).toBe(
      screen.getByLabelText(/^Confirm Password/).getAttribute('aria-describedby'),
    );
  });
});
