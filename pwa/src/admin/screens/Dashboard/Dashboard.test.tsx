// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminStats } from '#shared/types/admin';
import { fakeFetch, renderWithApp } from '../../../test/render.tsx';
import { Dashboard } from './Dashboard.tsx';

afterEach(() => vi.unstubAllGlobals());

const stats: AdminStats = {
  totalCompanies: 10,
  totalUsers: 4,
  totalReviews: 30,
  averageRating: 4.2,
  monthlyStats: { companiesAdded: 1, reviewsSubmitted: 2, usersRegistered: 1 },
  needsAttention: { pendingReviews: 3, flaggedReviews: 1, pendingClaims: 1, openReports: 2 },
  recentActivity: [],
};

describe('admin Dashboard', () => {
  it('shows what needs attention, each linked to its filtered list', async () => {
    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/admin/stats': { body: stats } }).fetch);
    renderWithApp(<Dashboard />);
    const href = async (name: RegExp) =>
      (await screen.findByRole('link', { name })).getAttribute('href');
    expect(await href(/^3 reviews waiting for approval/)).toBe('/admin/reviews?filter=pending');
    expect(await href(/^1 flagged review\b/)).toBe('/admin/reviews?filter=flagged');
    expect(await href(/^1 pending claim\b/)).toBe('/admin/claimed-profiles?status=pending');
    expect(await href(/^2 open reports/)).toBe('/admin/report-issue');
  });

  it('lists only what waits, and says so when nothing does', async () => {
    const calm = {
      ...stats,
      needsAttention: { pendingReviews: 0, flaggedReviews: 0, pendingClaims: 0, openReports: 0 },
    };
    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/admin/stats': { body: calm } }).fetch);
    renderWithApp(<Dashboard />);
    expect(await screen.findByText('Nothing is waiting for staff.')).toBeTruthy();
    expect(screen.queryByText(/waiting for approval|flagged review|pending claim/)).toBeNull();
  });
});
