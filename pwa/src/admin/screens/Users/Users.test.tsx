// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminUserDetail, AdminUserItem } from '#shared/types/admin';
import { fakeFetch, renderWithApp } from '../../../test/render.tsx';
import { Users } from './Users.tsx';

afterEach(() => vi.unstubAllGlobals());

const ann: AdminUserItem = {
  id: '6f1c8a52-3a5e-4a4e-9c1e-2b7d5b0c9a11',
  email: 'ann@acme.com',
  firstName: 'Ann',
  lastName: 'Lee',
  title: null,
  profileImageUrl: null,
  isEmailVerified: false,
  deactivatedAt: null,
  createdAt: '2026-01-05T10:00:00.000Z',
};
const detail: AdminUserDetail = {
  ...ann,
  emailVerifiedAt: null,
  reviews: { total: 3, published: 2, pending: 1, rejected: 0 },
};

describe('admin Users', () => {
  it('shows verified and active per row, opens a user with their reviews, export and deactivation', async () => {
    const api = fakeFetch({
      'GET /api/admin/users': { body: [ann], headers: { 'X-Total-Count': '1' } },
      [`GET /api/admin/users/${ann.id}`]: { body: detail },
      [`POST /api/admin/users/${ann.id}/deactivate`]: {
        body: { ...ann, deactivatedAt: '2026-02-01T00:00:00.000Z' },
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    renderWithApp(<Users />);
    const open = await screen.findByRole('button', { name: 'Open ann@acme.com' });
    // One account: "1 registered user", never "1 registered users" (issue 34).
    expect(screen.getByText('1 registered user')).toBeTruthy();
    const row = open.closest('li')!;
    expect(within(row).getByText('Not verified')).toBeTruthy();
    expect(within(row).getByText('Active')).toBeTruthy();

    fireEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Ann Lee' });
    expect(await within(dialog).findByText('3 (2 published, 1 pending, 0 rejected)')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'View reviews' }).getAttribute('href')).toBe(
      `/admin/reviews?userId=${ann.id}`,
    );
    expect(
      within(dialog).getByRole('link', { name: 'Export data (GDPR)' }).getAttribute('href'),
    ).toBe(`/api/admin/users/${ann.id}/export`);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    const confirm = await screen.findByRole('dialog', { name: 'Deactivate this user?' });
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    await vi.waitFor(() =>
      expect(
        api.requests.filter((r) => r.method === 'POST').map((r) => new URL(r.url).pathname),
      ).toEqual([`/api/admin/users/${ann.id}/deactivate`]),
    );
  });
});
