// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderWithApp } from '../../test/render.tsx';
import { ConfirmEmailChange } from './ConfirmEmailChange.tsx';

afterEach(() => vi.unstubAllGlobals());

/** Issue 34: the email change link's page changes nothing until its button is pressed. */
describe('the email change link page', () => {
  it('changes nothing when opened; its one button posts the token', async () => {
    const server = fakeFetch({
      'POST /api/account/email/confirm': {
        body: { message: 'Your email address is now new@example.com.', email: 'new@example.com' },
      },
      'GET /api/auth/user': { status: 401, body: {} },
    });
    vi.stubGlobal('fetch', server.fetch);
    renderWithApp(<ConfirmEmailChange />, { route: '/confirm-email?token=xyz' });
    const button = await screen.findByRole('button', { name: 'Confirm new email' });
    expect(server.requests.filter((request) => request.method === 'POST')).toEqual([]);
    await userEvent.setup().click(button);
    expect(await screen.findByText('Your email address is now new@example.com.')).toBeTruthy();
    const posted = server.requests.find((request) => request.method === 'POST');
    expect(await posted?.json()).toEqual({ token: 'xyz' });
  });

  it('shows a page saying a used link no longer works', async () => {
    const gone = { message: 'This email change link is invalid or has already been used' };
    vi.stubGlobal(
      'fetch',
      fakeFetch({ 'POST /api/account/email/confirm': { status: 410, body: gone } }).fetch,
    );
    renderWithApp(<ConfirmEmailChange />, { route: '/confirm-email?token=used' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Confirm new email' }));
    expect(await screen.findByText(gone.message)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm new email' })).toBeNull();
  });
});
