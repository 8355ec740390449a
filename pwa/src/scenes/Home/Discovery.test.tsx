// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
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
  recentlyReviewed: [
    company(1, 'Initech'),
    // Only a complaint so far: no star rating, no score.
    { ...company(3, 'Hooli'), averageRating: null, trustScore: null, totalReviews: 1 },
  ],
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
    {
      id: 10,
      title: 'Never delivered',
      rating: 1,
      type: 'complaint',
      createdAt: '2026-11-02T00:00:00.000Z',
      company: { name: 'Hooli', domain: 'hooli.com' },
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
    // Ranked by trust score, so the trust score is the figure shown, then the average.
    expect(within(top).getByText(/Ranked by trust score/)).toBeTruthy();
    expect(within(top).getByTestId('trust-score').textContent).toBe('3.9');
    expect(within(top).getByText('4.5 average')).toBeTruthy();
    expect(within(recent).getByTestId('not-yet-rated').textContent).toBe('Not yet rated');
    expect(within(recent).getAllByTestId('trust-score')).toHaveLength(1);
    const latest = screen.getByRole('region', { name: 'Latest Reviews' });
    expect(within(latest).getByRole('link', { name: 'Quick fixes' }).getAttribute('href')).toBe(
      '/company/initech.com#review-9',
    );
    // Stars for the review only: the complaint's stored 1 is not drawn as a star rating.
    expect(within(latest).getAllByRole('img', { name: /^Rated / })).toHaveLength(1);
    expect(within(latest).getByRole('img', { name: 'Rated 4.0 out of 5' })).toBeTruthy();
    expect(within(latest).getByText('on Initech')).toBeTruthy();
  });

  it('folds the top-rated lists after three categories on a phone, with a button for the rest', async () => {
    const many: DiscoverAnswer = {
      ...answer,
      topRated: ['A', 'B', 'C', 'D', 'E'].map((letter, i) => ({
        category: { name: `Category ${letter}`, slug: `category-${letter.toLowerCase()}` },
        companies: [company(20 + i, `Firm${letter}`)],
      })),
    };
    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/discover': { body: many } }).fetch);
    renderWithApp(<Discovery />);
    const top = await screen.findByRole('region', { name: 'Top Rated by Category' });
    const groups = () =>
      within(top)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.closest('li')!.className);
    // Hidden below the `md` width only: wider screens show every category.
    expect(groups()).toEqual(['', '', '', 'hidden md:block', 'hidden md:block']);
    const more = within(top).getByRole('button', { name: 'Show all 5 categories' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(more.className).toContain('md:hidden');
    fireEvent.click(more);
    expect(groups()).toEqual(['', '', '', '', '']);
    expect(
      within(top)
        .getByRole('button', { name: 'Show fewer categories' })
        .getAttribute('aria-expanded'),
    ).toBe('true');
  });

  it('has no fold button when there are three categories or fewer', async () => {
    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/discover': { body: answer } }).fetch);
    renderWithApp(<Discovery />);
    const top = await screen.findByRole('region', { name: 'Top Rated by Category' });
    expect(within(top).queryByRole('button')).toBeNull();
  });
});
