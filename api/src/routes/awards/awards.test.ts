import { beforeEach, describe, expect, it } from 'vitest';
import type { AwardsAnswer, CompanyAward } from '#shared/types/api';
import { computeAwards } from '../../services/awards/computeAwards.ts';
import { forgetMemoized } from '../../services/discovery/memo.ts';
import { cliContext } from '../../test/actorContexts.ts';
import { useTestDatabase } from '../../test/database.ts';
import { buildCompany, buildReview } from '../../test/factories.ts';
import { useTestServer } from '../../test/testServer.ts';

describe('GET /api/awards', () => {
  const db = useTestDatabase();
  const server = useTestServer(db);
  const client = () => server().client();
  beforeEach(() => forgetMemoized(db()));

  it('answers no quarter before any computation, 400 for a bad quarter, 404 for one not computed', async () => {
    const empty = await client().get<AwardsAnswer>('/api/awards');
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ quarter: null, winners: [], quarters: [] });
    for (const bad of ['2026Q5', 'Q3', '2026-3', "2026Q3'--"]) {
      const response = await client().get(`/api/awards?quarter=${encodeURIComponent(bad)}`);
      expect(response.status, bad).toBe(400);
      expect(response.body).toMatchObject({ message: 'quarter: must be a quarter like 2026Q3' });
    }
    const missing = await client().get('/api/awards?quarter=2025Q1');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Awards for 2025Q1 have not been computed' });
  });

  it('serves the latest quarter by default, any computed quarter on request, and company badges', async () => {
    const company = await buildCompany(db().knex, {
      name: 'Real Winner',
      domain: 'real-winner.com',
      category: 'Business Services',
    });
    for (let day = 1; day <= 5; day++) {
      await buildReview(db().knex, company, {
        rating: 5,
        createdAt: new Date(Date.UTC(2026, 3, day)),
      });
    }
    await computeAwards(cliContext(db()), { year: 2026, quarter: 2 });
    await computeAwards(cliContext(db()), { year: 2026, quarter: 3 });

    const latest = await client().get<AwardsAnswer>('/api/awards');
    expect(latest.headers.get('cache-control')).toBe('public, max-age=60');
    expect(latest.body.quarter).toMatchObject({
      quarter: '2026Q3',
      winnerCount: 0,
      minReviews: 5,
      minAverage: 4,
    });
    expect(latest.body.winners).toEqual([]);
    expect(latest.body.quarters.map((q) => q.quarter)).toEqual(['2026Q3', '2026Q2']);

    const q2 = await client().get<AwardsAnswer>('/api/awards?quarter=2026Q2');
    expect(q2.body.winners).toEqual([
      {
        position: 1,
        category: expect.objectContaining({ name: 'Business Services', slug: 'business-services' }),
        company: { id: company.id, name: 'Real Winner', domain: 'real-winner.com', logoUrl: null },
        rating: 5,
        reviewCount: 5,
        trustScore: expect.any(Number),
      },
    ]);

    const badges = await client().get<CompanyAward[]>(`/api/companies/${company.id}/awards`);
    expect(badges.body).toEqual([
      // The badge carries the quarter's average, which it shows.
      {
        quarter: '2026Q2',
        year: 2026,
        number: 2,
        position: 1,
        category: 'Business Services',
        rating: 5,
      },
    ]);
    expect((await client().get('/api/companies/abc/awards')).status).toBe(400);
  });
});
