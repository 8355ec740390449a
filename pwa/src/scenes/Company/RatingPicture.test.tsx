// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderWithApp } from '../../test/render.tsx';
import { Company } from './Company.tsx';

const profile = {
  id: 7,
  name: 'Acme Corp',
  domain: 'acme.com',
  category: null,
  subcategory: null,
  description: null,
  averageRating: 4.2,
  trustScore: 3.94,
  totalReviews: 10,
  totalUpvotes: 0,
  totalClaps: 0,
  totalComplaints: 1,
  profileViews: 3,
  isClaimed: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  ratingDistribution: [
    { stars: 5, count: 6 },
    { stars: 4, count: 2 },
    { stars: 3, count: 0 },
    { stars: 2, count: 1 },
    { stars: 1, count: 1 },
  ],
};

const item = (id: number, title: string, rating: number) => ({
  id,
  companyId: 7,
  title,
  content: 'Some words',
  rating,
  isComplaint: false,
  type: 'review',
  upvotes: 0,
  downvotes: 0,
  claps: 0,
  views: 0,
  replyCount: 0,
  createdAt: '2026-11-01T00:00:00.000Z',
  myVote: null,
  myClap: false,
});

function setup(route = '/company/acme.com', body: object = profile) {
  const server = fakeFetch({
    'GET /api/companies/domain/acme.com': { body },
    'GET /api/companies/domain/acme.com/reviews': (request) => {
      const stars = new URL(request.url).searchParams.get('stars');
      return {
        body: stars === '3' ? [] : [item(1, stars ? `Only ${stars}` : 'Everything', 5)],
      };
    },
    'GET /api/companies/7/competitors': { body: [] },
  });
  vi.stubGlobal('fetch', server.fetch);
  renderWithApp(<Company />, { route, path: '/company/:domain' });
  const reviewUrls = () =>
    server.requests
      .map((r) => new URL(r.url))
      .filter((u) => u.pathname.endsWith('/reviews'))
      .map((u) => u.search);
  return { server, reviewUrls, user: userEvent.setup() };
}

const location = () => screen.getByTestId('location').textContent;

describe("the company page's rating picture", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the trust score with how it is computed, and each star with count and share', async () => {
    setup();
    const section = await screen.findByRole('region', { name: 'Rating Distribution' });
    expect(within(section).getByTestId('trust-score').textContent).toBe('3.9');
    expect(within(section).getByText(/recent ones count more/)).toBeTruthy();
    const rows = within(section)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(rows).toEqual([
      '5 stars6 (60%)',
      '4 stars2 (20%)',
      '3 stars0 (0%)',
      '2 stars1 (10%)',
      '1 star1 (10%)',
    ]);
    // Complaints carry no stars (their cards show none): the picture says they are apart.
    expect(within(section).getByTestId('complaints-note').textContent).toContain(
      'Not counted here: 1 complaint.',
    );
  });

  it('says "Not yet rated" instead of any figure when there is no star rating', async () => {
    setup('/company/acme.com', {
      ...profile,
      averageRating: null,
      trustScore: null,
      totalReviews: 1,
      totalComplaints: 1,
      ratingDistribution: profile.ratingDistribution.map((b) => ({ ...b, count: 0 })),
    });
    const section = await screen.findByRole('region', { name: 'Rating Distribution' });
    expect(within(section).getByTestId('not-yet-rated').textContent).toBe('Not yet rated');
    expect(within(section).queryByTestId('trust-score')).toBeNull();
    expect(within(section).getByText(/appears with the first published star rating/)).toBeTruthy();
    // The summary strip too: no "0.0" and no empty stars.
    expect(screen.getAllByTestId('not-yet-rated')).toHaveLength(2);
    expect(document.body.textContent).not.toContain('0.0');
    expect(screen.queryByRole('img', { name: /^Rated / })).toBeNull();
  });

  it('filters by a star row and by the selects, in the URL and on the server', async () => {
    const { user, reviewUrls } = setup();
    expect(await screen.findByText('Everything')).toBeTruthy();
    expect(reviewUrls()).toEqual(['?limit=10']);

    await user.click(screen.getByRole('button', { name: /^5 stars/ }));
    expect(await screen.findByText('Only 5')).toBeTruthy();
    expect(location()).toBe('/company/acme.com?stars=5');
    expect(screen.getByRole('button', { name: /^5 stars/ }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    await user.selectOptions(screen.getByLabelText('Sort by'), 'helpful');
    await user.selectOptions(screen.getByLabelText('Show'), 'review');
    await waitFor(() =>
      expect(location()).toBe('/company/acme.com?sort=helpful&stars=5&type=review'),
    );
    await waitFor(() =>
      expect(reviewUrls()).toContain('?limit=10&sort=helpful&stars=5&type=review'),
    );

    await user.selectOptions(screen.getByLabelText('Rating'), '3');
    expect(await screen.findByText('Nothing matches these filters')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location()).toBe('/company/acme.com?sort=helpful'));
  });

  it('starts from the filter in the URL', async () => {
    const { reviewUrls } = setup('/company/acme.com?stars=2&sort=lowest');
    expect(await screen.findByText('Only 2')).toBeTruthy();
    // With one rating chosen, lowest-first is newest-first: the server is asked as such anyway.
    expect(reviewUrls()).toEqual(['?limit=10&sort=lowest&stars=2']);
  });
});
