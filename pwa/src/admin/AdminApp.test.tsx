// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminMe } from '#shared/types/admin';
import { fakeFetch, renderWithApp } from '../test/render.tsx';
import { AdminApp } from './AdminApp.tsx';

afterEach(() => vi.unstubAllGlobals());

const admin: AdminMe = {
  id: 'a1',
  email: 'ann@example.com',
  firstName: 'Ann',
  lastName: 'Admin',
  role: 'admin',
  isActive: true,
  lastLoginAt: null,
  createdAt: '2026-01-01T00:00:00Z',
};

describe('admin guard and roles', () => {
  it('sends a visitor without an admin session to the login, remembering the page', async () => {
    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/admin/me': { status: 401, body: {} } }).fetch);
    renderWithApp(<AdminApp />, { route: '/admin/reviews?filter=low', path: '/admin/*' });
    await waitFor(
      () =>
        expect(screen.getByTestId('location').textContent).toBe(
          '/admin/login?next=%2Fadmin%2Freviews%3Ffilter%3Dlow',
        ),
      { timeout: 5000 },
    );
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it('hides Manage Users from a plain admin and explains its URL', async () => {
    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/admin/me': { body: admin } }).fetch);
    renderWithApp(<AdminApp />, { route: '/admin/manage-users', path: '/admin/*' });
    expect(
      await screen.findByRole('heading', { name: 'Super admins only' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Companies' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Manage Users' })).toBeNull();
  });

  it('shows Manage Users to a super admin', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'GET /api/admin/me': { body: { ...admin, role: 'super_admin' } },
        'GET /api/admin/stats': {
          body: {
            totalCompanies: 3,
            totalUsers: 2,
            totalReviews: 0,
            averageRating: 0,
            monthlyStats: { companiesAdded: 1, reviewsSubmitted: 0, usersRegistered: 2 },
            needsAttention: {
              pendingReviews: 0,
              flaggedReviews: 0,
              pendingClaims: 0,
              openReports: 0,
            },
            recentActivity: [],
          },
        },
      }).fetch,
    );
    renderWithApp(<AdminApp />, { route: '/admin', path: '/admin/*' });
    expect(await screen.findByText('No recent activity', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('0.0')).toBeTruthy();
    expect(screen.getByText('+2')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage Users' })).toBeTruthy();
  });
});
