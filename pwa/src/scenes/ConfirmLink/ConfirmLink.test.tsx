// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClaimVerified } from '#shared/types/api';
import { type FakeResponse, fakeFetch, renderWithApp } from '../../test/render.tsx';
import { ConfirmClaim } from './ConfirmClaim.tsx';
import { ConfirmEmail } from './ConfirmEmail.tsx';

const TOKEN = 'a'.repeat(43);

function open(ui: ReactNode, route: string, answer: FakeResponse, url: string) {
  const server = fakeFetch({ [`POST ${url}`]: answer });
  vi.stubGlobal('fetch', server.fetch);
  renderWithApp(ui, { route });
  // The page's own reads (the site's name) aside: what was POSTed.
  return { posts: () => server.requests.filter((request) => request.method === 'POST') };
}

const verified: ClaimVerified = {
  message: 'Claim verified',
  claim: { id: 7, status: 'verified' },
  company: { id: 3, name: 'Acme', domain: 'acme.com' },
  email: 'ceo@acme.com',
  ownerBound: false,
};

describe('mailed links (issue 38)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends nothing until the button is pressed, then POSTs the token once', async () => {
    const server = open(
      <ConfirmClaim />,
      `/claim/verify?token=${TOKEN}`,
      { body: verified },
      '/api/claims/verify',
    );
    const button = await screen.findByRole('button', { name: 'Confirm Claim' });
    expect(server.posts()).toEqual([]);
    await userEvent.setup().click(button);
    expect(await screen.findByText('Claim verified: Acme is claimed.')).toBeTruthy();
    expect(screen.getByText(/sign in/)).toBeTruthy();
    expect(server.posts()).toHaveLength(1);
    expect(await server.posts()[0]?.json()).toEqual({ token: TOKEN });
  });

  it('says the profile is managed by the account when the claim bound one', async () => {
    open(
      <ConfirmClaim />,
      `/claim/verify?token=${TOKEN}`,
      { body: { ...verified, ownerBound: true } },
      '/api/claims/verify',
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Confirm Claim' }));
    expect(
      await screen.findByText('The account registered with ceo@acme.com now manages the profile.'),
    ).toBeTruthy();
  });

  it('shows a used or expired link as a page that says so, not raw JSON', async () => {
    open(
      <ConfirmEmail />,
      `/verify-email?token=${TOKEN}`,
      {
        status: 410,
        body: { message: 'This verification link is invalid or has already been used' },
      },
      '/api/auth/verify-email',
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Verify Email' }));
    expect(
      await screen.findByText('This verification link is invalid or has already been used'),
    ).toBeTruthy();
    expect(screen.queryByText(/"message"/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Verify Email' })).toBeNull();
  });

  it('asks to open the mail again when the link lost its token', async () => {
    const server = open(<ConfirmEmail />, '/verify-email', { body: {} }, '/api/auth/verify-email');
    expect(
      await screen.findByText('This link is incomplete: open it again from the email.'),
    ).toBeTruthy();
    expect(server.posts()).toEqual([]);
  });
});
