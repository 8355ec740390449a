import { describe, expect, it } from 'vitest';
import { floorRoutes } from './endpoints.ts';

const route = (routes: ReturnType<typeof floorRoutes>, method: string, path: string) => {
  for (const candidate of routes) {
    const url = new URL(path, 'http://floor');
    const match = candidate.method === method ? url.pathname.match(candidate.pattern) : null;
    if (match)
      return candidate.sql(match, url, { voteType: 'upvote', rating: 5, title: 't', content: 'c' });
  }
  throw new Error(`no floor route for ${method} ${path}`);
};

describe('the floor statements', () => {
  it.each([
    ['before the derived data', floorRoutes()],
    [
      'on the current schema',
      floorRoutes({
        storedTrust: true,
        countsTable: true,
        reviewStatus: true,
        prefixSearch: true,
        userCategoryCounts: true,
      }),
    ],
  ])('serve every path the bench requests, one statement each, %s', (_, routes) => {
    for (const [method, path] of [
      ['GET', '/api/companies/search?q=ab&limit=5'],
      ['GET', '/api/categories/counts'],
      ['GET', '/api/categories/pet-stores/companies?limit=24&offset=0'],
      ['GET', '/api/categories/animals-and-pets/companies?limit=24&offset=0'],
      ['GET', '/api/companies/domain/kuhn-wolff.com'],
      ['GET', '/api/companies/domain/kuhn-wolff.com/reviews?limit=10'],
      ['GET', '/widget/kuhn-wolff.com'],
      ['GET', '/widget/kuhn-wolff.com.svg'],
      ['GET', '/api/companies/12/competitors'],
      ['GET', '/api/users/2c9e5a8e-1d5b-4c4e-8f5e-6a1b2c3d4e5f'],
      ['GET', '/api/users/2c9e5a8e-1d5b-4c4e-8f5e-6a1b2c3d4e5f/reviews?limit=10'],
      ['GET', '/api/users/2c9e5a8e-1d5b-4c4e-8f5e-6a1b2c3d4e5f/stats'],
      ['POST', '/api/companies/domain/kuhn-wolff.com/reviews'],
      ['POST', '/api/reviews/42/vote'],
    ] as const) {
      const [sql, values] = route(routes, method, path);
      expect(sql.trim().replace(/;$/, '')).not.toContain(';');
      // PostgreSQL refuses a statement whose values outnumber its placeholders (a floor that
      // answered 500 stopped the whole bench once).
      const placeholders = Math.max(0, ...[...sql.matchAll(/\$(\d+)/g)].map((m) => Number(m[1])));
      expect(values, `${method} ${path}`).toHaveLength(placeholders);
    }
  });

  it('escapes LIKE wildcards in a search and reads derived tables once the schema has them', () => {
    const [, values] = route(floorRoutes(), 'GET', '/api/companies/search?q=a_b%25');
    expect(values).toEqual(['a_b%', 'a\\_b\\%%']);
    const before = floorRoutes();
    const after = floorRoutes({ storedTrust: true, countsTable: true, reviewStatus: true });
    expect(route(after, 'GET', '/api/companies/domain/a.com/reviews')[0]).toContain(
      "r.status = 'published'",
    );
    expect(route(before, 'GET', '/api/companies/domain/a.com/reviews')[0]).not.toContain('status');
    expect(route(before, 'GET', '/api/categories/counts')[0]).toContain('from companies');
    expect(route(after, 'GET', '/api/categories/counts')[0]).toContain('company_category_counts');
    const stats = '/api/users/2c9e5a8e-1d5b-4c4e-8f5e-6a1b2c3d4e5f/stats';
    expect(route(after, 'GET', stats)[0]).toContain('join companies');
    const stored = floorRoutes({
      storedTrust: true,
      countsTable: true,
      reviewStatus: true,
      userCategoryCounts: true,
    });
    expect(route(stored, 'GET', stats)[0]).toContain('from user_category_counts');
    expect(route(stored, 'GET', stats)[0]).not.toContain('join companies');
    const main = route(after, 'GET', '/api/categories/animals-and-pets/companies');
    expect(main).toEqual([
      expect.stringContaining('order by trust_score desc'),
      ['Animals & Pets'],
    ]);
  });
});

describe('an unknown category', () => {
  it('is an error on the floor too, never an empty answer', () => {
    expect(() => route(floorRoutes(), 'GET', '/api/categories/nope/companies')).toThrow(
      'No category nope',
    );
  });
});
