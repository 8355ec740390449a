// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '#shared/types/api';
import { fakeFetch, renderWithApp } from '../../test/render.tsx';
import { Toaster } from '../toast/Toaster.tsx';
import { VerifyEmailNotice } from './VerifyEmailNotice.tsx';

const user: AuthUser = {
  id: 'b9c7a3de-0f4e-4a57-9d38-6c2f8e1a0b11',
  email: 'ann@example.com',
  firstName: 'Ann',
  lastName: null,
  title: null,
  profileImageUrl: null,
  isEmailVerified: false,
  createdAt: '2026-03-05T10:00:00Z',
};
const PROFILE = `/user/${user.id}`;
const NOTICE = /Verify your email address/;

function renderAt(
  route: string,
  me: AuthUser | null,
  resend: Parameters<typeof fakeFetch>[0] = {},
) {
  const server = fakeFetch({
    'GET /api/auth/user': me ? { body: me } : { status: 401, body: { message: 'Not signed in' } },
    ...resend,
  });
  vi.stubGlobal('fetch', server.fetch);
  renderWithApp(
    <>
      <VerifyEmailNotice />
      <Toaster />
    </>,
    { route },
  );
  return server;
}

describe('VerifyEmailNotice', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks an unverified user to verify on their own profile, and resends the link', async () => {
    const server = renderAt(PROFILE, user, {
      'POST /api/auth/verify-email/resend': {
        status: 202,
        body: { message: 'Verification email sent' },
      },
    });
    expect(await screen.findByText(NOTICE)).toBeTruthy();
    expect(screen.getByText('ann@example.com')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Resend link' }));
    expect(await screen.findByText('Verification Email Sent')).toBeTruthy();
    expect(
      screen.getByText('We sent a new link to ann@example.com. It works once, within 24 hours.'),
    ).toBeTruthy();
    const sent = server.requests.find((request) => request.method === 'POST');
    expect(sent?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows the rate limit’s message on a 429', async () => {
    renderAt(PROFILE, user, {
      'POST /api/auth/verify-email/resend': {
        status: 429,
        body: { message: 'Too many requests, please try again later' },
        headers: { 'Retry-After': '3600' },
      },
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Resend link' }));
    expect(await screen.findByText('Could Not Send')).toBeTruthy();
    expect(screen.getByText('Too many requests, please try again later')).toBeTruthy();
  });

  it.each([
    ['on another page', '/company/acme.com', user],
    ['on someone else’s profile', '/user/someone-else', user],
    ['to a visitor', PROFILE, null],
    ['to a verified user', PROFILE, { ...user, isEmailVerified: true }],
  ])('says nothing %s', async (_case, route, me) => {
    const server = renderAt(route, me);
    await waitFor(() => expect(server.requests).toHaveLength(1));
    // The answer has reached the query: a render later the notice would be there.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText(NOTICE)).toBeNull();
  });

  it('confirms on the profile the verification link lands on', async () => {
    renderAt(`${PROFILE}?verified=1`, { ...user, isEmailVerified: true });
    expect(await screen.findByText(/Your email address is verified/)).toBeTruthy();
  });
});
