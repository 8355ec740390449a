// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderWithApp } from '../../test/render.tsx';
import { AwardBadges } from './AwardBadges.tsx';

describe('award badges', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("show each badge's place with the company's average in that quarter", async () => {
    const server = fakeFetch({
      'GET /api/companies/7/awards': {
        body: [
          {
            quarter: '2026Q3',
            year: 2026,
            number: 3,
            position: 1,
            category: 'Business Services',
            rating: 4.62,
          },
        ],
      },
    });
    vi.stubGlobal('fetch', server.fetch);
    renderWithApp(<AwardBadges companyId={7} />);
    const badge = await screen.findByRole('link');
    expect(badge.getAttribute('href')).toBe('/awards?quarter=2026Q3');
    expect(badge.textContent).toBe('2026 Q3 1st in Business Services · 4.6 average that quarter');
  });
});
