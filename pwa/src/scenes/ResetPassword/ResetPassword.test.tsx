// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../components/toast/Toaster.tsx';
import { fakeFetch, renderWithApp } from '../../test/render.tsx';
import { ResetPassword } from './ResetPassword.tsx';

afterEach(() => vi.unstubAllGlobals());

const GONE = { message: 'This password reset link is invalid or has already been used' };

async function choose(password: string, confirmation = password) {
  const events = userEvent.setup();
  await events.type(await screen.findByLabelText(/^New Password/), password);
  await events.type(screen.getByLabelText(/^Confirm New Password/), confirmation);
  await events.click(screen.getByRole('button', { name: 'Reset Password' }));
}

/** Issue 34: the pages mailed links open change nothing until their form is sent. */
describe('the reset link page', () => {
  it('asks 8 characters and sends nothing until the form is valid', async () => {
    const server = fakeFetch({});
    vi.stubGlobal('fetch', server.fetch);
    renderWithApp(<ResetPassword />, { route: '/reset-password?token=abc' });
    await choose('seven77');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    expect(server.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('posts the token with the new password, then goes to sign in', async () => {
    const server = fakeFetch({
      'POST /api/auth/reset-password': { body: { message: 'Your password has been reset.' } },
    });
    vi.stubGlobal('fetch', server.fetch);
    renderWithApp(
      <>
        <ResetPassword />
        <Toaster />
      </>,
      { route: '/reset-password?token=abc' },
    );
    await choose('long-enough');
    expect(await screen.findByText('Your password has been reset.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    const posted = server.requests.find((request) => request.method === 'POST');
    expect(await posted?.json()).toEqual({
      token: 'abc',
      password: 'long-enough',
      confirmPassword: 'long-enough',
    });
  });

  it('shows a page saying a used or expired link no longer works, not the JSON', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({ 'POST /api/auth/reset-password': { status: 410, body: GONE } }).fetch,
    );
    renderWithApp(<ResetPassword />, { route: '/reset-password?token=used' });
    await choose('long-enough');
    expect(await screen.findByRole('heading', { name: 'Link No Longer Valid' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(GONE.message);
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('says a link without a token is incomplete', async () => {
    vi.stubGlobal('fetch', fakeFetch({}).fetch);
    renderWithApp(<ResetPassword />, { route: '/reset-password' });
    expect(await screen.findByRole('heading', { name: 'Invalid Link' })).toBeTruthy();
  });
});
