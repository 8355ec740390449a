// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DiscoverAnswer } from '#shared/types/api';
import { fakeFetch, renderWithApp } from '../../test/render.tsx';
import { Discovery } from './Discovery.tsx';

const company = (id: number, name: string) => ({
  id,
  name,
  domain: `${name.toLowerCase()}.com`,
  averageRating: 4.5,
  totalReviews: 3,
  trustScore: 3.9,
});

const answer: DiscoverAnswer = {
  recentlyReviewed: [company(1, 'Initech')],
  topRated: [
    {
      category: { name: 'Business Services', slug: 'business-services' },
      companies: [company(2, 'Globex')],
    },
  ],
  latestReviews: [
    {
      id: 9,
      title: 'Quick fixes',
      rating: 4,
      type: 'review',
      createdAt: '2026-11-01T00:00:00.000Z',
      company: { name: 'Initech', domain: 'initech.com' },
    },
  ],
};

describe('home page discovery', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('links recently reviewed companies, top rated per category and the latest reviews', async () => {
    const server = fakeFetch({ 'GET /api/discover': { body: answer } });
    vi.stubGlobal('fetch', server.fetch);
    renderWithApp(<Discovery />);
    const recent = await screen.findByRole('region', { name: 'Recently Reviewed' });
    expect(within(recent).getByRole('link', { name: 'Initech' }).getAttribute('href')).toBe(
      '/company/initech.com',
    );
    const top = screen.getByRole('region', { name: 'Top Rated by Category' });
    expect(within(top).getByRole('link', { name: 'Business Services' }).getAttribute('href')).toBe(
      '/category/business-services',
    );
    expect(within(top).getByRole('link', { name: 'Globex' })).toBeTruthy();
    const latest = screen.getByRole('region', { name: 'Latest Reviews' });
    expect(within(latest).getByRole('link', { name: 'Quick fixes' }).getAttribute('href')).toBe(
      '/company/initech.com#review-9',
    );
    expect(within(latest).getByRole('img', { name: 'Rated 4.0 out of 5' })).toBeTruthy();
    expect(within(latest).getByText('on Initech')).toBeTruthy();
  });
});
