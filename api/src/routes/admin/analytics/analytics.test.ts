import { describe, expect, it } from 'vitest';
import type { AdminAnalytics } from '#shared/types/admin';
import { createContext } from '../../../context.ts';
import { Company } from '../../../models/Company.ts';
import { getAnalytics } from '../../../services/adminPanel/analytics/getAnalytics.ts';
import { useTestDatabase } from '../../../test/database.ts';
import { buildAdmin, buildCompany, buildReview } from '../../../test/factories.ts';
import { signInAdmin } from '../../../test/signIn.ts';
import { useTestServer } from '../../../test/testServer.ts';

describe('GET /api/admin/analytics', () => {
  const db = useTestDatabase();
  const server = useTestServer(db);

  it('charts 12 weeks of reviews, ratings, complaints and top categories', async () => {
    await Company.query(db().knex).delete();
    const clinic = await buildCompany(db().knex, { category: 'Health & Medical' });
    const shop = await buildCompany(db().knex, { category: 'Shopping & Fashion' });
    // Wednesday 2026-11-18; its week starts on Monday 2026-11-16.
    const now = new Date('2026-11-18T12:00:00Z');
    await buildReview(db().knex, clinic, {
      rating: 5,
      createdAt: new Date('2026-11-16T00:00:00Z'),
    });
    await buildReview(db().knex, clinic, {
      rating: 4,
      createdAt: new Date('2026-11-15T23:59:00Z'),
    });
    await buildReview(db().knex, clinic, {
      type: 'complaint',
      createdAt: new Date('2026-08-25T10:00:00Z'),
    });
    await buildReview(db().knex, shop, {
      type: 'comment',
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });

    const ctx = createContext({
      db: db(),
      config: server().config,
      actor: { type: 'system', name: 't' },
    });
    const analytics = await getAnalytics(ctx, now);
    expect(analytics.reviewsPerWeek).toHaveLength(12);
    expect(analytics.reviewsPerWeek[0]).toEqual({ weekStart: '2026-08-31', count: 0 });
    expect(analytics.reviewsPerWeek.at(-1)).toEqual({ weekStart: '2026-11-16', count: 1 });
    expect(analytics.reviewsPerWeek.at(-2)).toEqual({ weekStart: '2026-11-09', count: 1 });
    expect(analytics.ratingDistribution).toEqual([
      { rating: 1, count: 1 },
      { rating: 2, count: 0 },
      { rating: 3, count: 0 },
      { rating: 4, count: 1 },
      { rating: 5, count: 1 },
    ]);
    expect(analytics).toMatchObject({ totalReviews: 4, complaints: 1, complaintShare: 25 });
    expect(analytics.topCategories).toEqual([
      { category: 'Health & Medical', companies: 1, reviews: 3 },
      { category: 'Shopping & Fashion', companies: 1, reviews: 1 },
    ]);

    const client = await signInAdmin(server().client(), await buildAdmin(db().knex));
    const response = await client.get<AdminAnalytics>('/api/admin/analytics');
    expect(response.status).toBe(200);
    expect(response.body.reviewsPerWeek).toHaveLength(12);
  });
});
