// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminAnalytics } from '#shared/types/admin';
import { fakeFetch, renderWithApp } from '../../../test/render.tsx';
import { Analytics } from './Analytics.tsx';

afterEach(() => vi.unstubAllGlobals());

const empty: AdminAnalytics = {
  reviewsPerWeek: [],
  ratingDistribution: [],
  totalReviews: 0,
  complaints: 0,
  complaintShare: 0,
  topCategories: [],
};

function serve(body: AdminAnalytics) {
  vi.stubGlobal('fetch', fakeFetch({ 'GET /api/admin/analytics': { body } }).fetch);
  renderWithApp(<Analytics />);
}

describe('admin Analytics', () => {
  it('shows the empty state, and no charts, before there are reviews', async () => {
    serve(empty);
    expect(await screen.findByRole('heading', { name: 'No data yet' })).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('charts reviews per week, ratings, the complaints share and top categories', async () => {
    serve({
      reviewsPerWeek: [
        { weekStart: '2026-03-02', count: 4 },
        { weekStart: '2026-03-09', count: 7 },
      ],
      ratingDistribution: [1, 2, 3, 4, 5].map((rating) => ({ rating, count: rating })),
      totalReviews: 15,
      complaints: 3,
      complaintShare: 20,
      topCategories: [{ category: 'Business Services', companies: 2, reviews: 9 }],
    });
    const weeks = await screen.findByRole('img', {
      name: 'Reviews per week over the last 12 weeks',
    });
    expect(weeks.textContent).toContain('Mar 9');
    expect(screen.getByRole('img', { name: 'Number of reviews per rating' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Complaints: 20%' })).toBeTruthy();
    expect(screen.getByText('3 complaints of 15 items (20%)')).toBeTruthy();
    expect(screen.getByText('9 reviews · 2 companies')).toBeTruthy();
  });
});
