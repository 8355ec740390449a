// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClaimRequestItem, ClaimStats } from '#shared/types/admin';
import { fakeFetch, renderWithApp } from '../../../test/render.tsx';
import { ClaimedProfiles } from './ClaimedProfiles.tsx';

afterEach(() => vi.unstubAllGlobals());

const claim: ClaimRequestItem = {
  id: 4,
  companyId: 9,
  companyName: 'Acme',
  companyDomain: 'acme.com',
  email: 'jo@gmail.com',
  status: 'pending',
  createdAt: '2026-11-20T10:00:00Z',
  fullName: 'Jo Doe',
  position: 'Founder',
  additionalInfo: 'Listed on our About page',
  sender: { id: 'u1', email: 'jo@gmail.com', isEmailVerified: false },
  owner: null,
};
const stats: ClaimStats = { total: 1, pending: 1, verified: 0, rejected: 0 };

describe('admin Claimed Profiles (issues 34, 38)', () => {
  it('shows what the claimant said, and approves only after a confirmation naming the owner', async () => {
    const server = fakeFetch({
      'GET /api/admin/claim-requests': { body: [claim], headers: { 'X-Total-Count': '1' } },
      'GET /api/admin/claim-requests/stats': { body: stats },
      'POST /api/admin/claim-requests/4/approve': { body: { ...claim, status: 'verified' } },
    });
    vi.stubGlobal('fetch', server.fetch);
    renderWithApp(<ClaimedProfiles />);
    expect(await screen.findByText('Jo Doe')).toBeTruthy();
    expect(screen.getByText('Founder')).toBeTruthy();
    expect(screen.getByText('Listed on our About page')).toBeTruthy();
    expect(screen.getByText('(email not verified)')).toBeTruthy();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Approve claim for Acme' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        'Acme will be claimed by jo@gmail.com and belong to the account jo@gmail.com, who can then respond to its reviews and edit its FAQs.',
      ),
    ).toBeTruthy();
    const posts = () => server.requests.filter((request) => request.method === 'POST');
    expect(posts()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(posts()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Approve claim for Acme' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }),
    );
    await vi.waitFor(() => expect(posts()).toHaveLength(1));
    expect(new URL(posts()[0]!.url).pathname).toBe('/api/admin/claim-requests/4/approve');
  });
});
