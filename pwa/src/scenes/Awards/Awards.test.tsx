// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AwardsAnswer } from '#shared/types/api';
import { fakeFetch, renderWithApp } from '../../test/render.tsx';
import { Awards } from './Awards.tsx';

const quarter = (q: string, winnerCount: number) => ({
  quarter: q,
  year: Number(q.slice(0, 4)),
  number: Number(q.slice(5)),
  winnerCount,
  minReviews: 5,
  minAverage: 4,
  computedAt: '2026-10-01T01:00:00.000Z',
});

const winner = (position: number, name: string, category: string, trustScore: number) => ({
  position,
  category: { id: 1, name: category, slug: category.toLowerCase() },
  company: {
    id: position * 10 + name.length,
    name,
    domain: `${name.toLowerCase()}.com`,
    logoUrl: null,
  },
  rating: 4.5,
  reviewCount: 12,
  trustScore,
});

function setup(answers: Record<string, AwardsAnswer>, route = '/awards') {
  const server = fakeFetch({
    'GET /api/awards': (request) => ({
      body: answers[new URL(request.url).searchParams.get('quarter') ?? 'latest'],
    }),
  });
  vi.stubGlobal('fetch', server.fetch);
  renderWithApp(<Awards />, { route });
  return server;
}

describe('the Awards page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the real winners with links, ratings and review counts, and the other quarters', async () => {
    setup({
      latest: {
        quarter: quarter('2026Q3', 2),
        winners: [
          winner(1, 'Initech', 'Business Services', 4.1),
          winner(2, 'Globex', 'Business Services', 3.9),
        ],
        quarters: [quarter('2026Q3', 2), quarter('2026Q2', 0)],
      },
    });
    expect(await screen.findByRole('heading', { name: '2026 Q3 Award Winners' })).toBeTruthy();
    const card = screen.getByRole('listitem', { name: 'Business Services' });
    expect(within(card).getByRole('link', { name: 'Initech' }).getAttribute('href')).toBe(
      '/company/initech.com',
    );
    expect(within(card).getAllByText('(12 reviews in the quarter)')).toHaveLength(2);
    // Places are decided by trust score, so each shows it beside its average (issue 34).
    expect(within(card).getByText('Trust score 4.1')).toBeTruthy();
    expect(within(card).getAllByText('4.5 average')).toHaveLength(2);
    // The other 21 main categories had no winner, and the page says so.
    const none = screen.getByTestId('no-award');
    expect(within(none).getByText('No award in 2026 Q3')).toBeTruthy();
    expect(within(none).getAllByRole('listitem')).toHaveLength(21);
    expect(within(none).queryByText('Business Services')).toBeNull();
    expect(within(none).getByText('Health & Medical')).toBeTruthy();
    expect(screen.getByRole('link', { name: /2026 Q2/ }).getAttribute('href')).toBe(
      '/awards?quarter=2026Q2',
    );
    expect(screen.getByText('2026 Q3 Category Leader')).toBeTruthy();
    for (const heading of ['Previous Award Winners', 'Top Rated Companies', 'How Awards Work']) {
      expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    }
    // The spec's sample names are never shown as if real.
    expect(document.body.textContent).not.toMatch(/Northwind|Contoso|Fabrikam|98% satisfaction/);
  });

  it('says so when a quarter has no winners, or none was computed', async () => {
    setup(
      {
        '2026Q2': {
          quarter: quarter('2026Q2', 0),
          winners: [],
          quarters: [quarter('2026Q2', 0)],
        },
      },
      '/awards?quarter=2026Q2',
    );
    expect(await screen.findByRole('heading', { name: '2026 Q2 Award Winners' })).toBeTruthy();
    expect(
      screen.getByText(
        'No award in 2026 Q2: no company had at least 5 ratings averaging 4.0 or more in the quarter.',
      ),
    ).toBeTruthy();
  });

  it('before any computation', async () => {
    setup({ latest: { quarter: null, winners: [], quarters: [] } });
    expect(await screen.findByText("No quarter's awards have been computed yet.")).toBeTruthy();
  });
});
