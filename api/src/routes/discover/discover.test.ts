import { beforeEach, describe, expect, it } from 'vitest';
import type { DiscoverAnswer } from '#shared/types/api';
import { forgetMemoized } from '../../services/discovery/memo.ts';
import { useTestDatabase } from '../../test/database.ts';
import { buildCompany, buildReview } from '../../test/factories.ts';
import { useTestServer } from '../../test/testServer.ts';

describe('GET /api/discover', () => {
  const db = useTestDatabase();
  const server = useTestServer(db);
  const client = () => server().client();
  beforeEach(() => forgetMemoized(db()));

  it('lists recently reviewed companies, top rated per category and the latest published reviews', async () => {
    const empty = await client().get<DiscoverAnswer>('/api/discover');
    expect(empty.body).toEqual({ recentlyReviewed: [], topRated: [], latestReviews: [] });
    forgetMemoized(db());

    const t = Date.now();
    const at = (minutesAgo: number) => new Date(t - minutesAgo * 60_000);
    const good = await buildCompany(db().knex, { name: 'Good Co', category: 'Business Services' });
    const fair = await buildCompany(db().knex, { name: 'Fair Co', category: 'Business Services' });
    const unrated = await buildCompany(db().knex, {
      name: 'Unrated',
      category: 'Business Services',
    });
    const health = await buildCompany(db().knex, {
      name: 'Health Co',
      category: 'Health & Medical',
    });
    for (let i = 0; i < 4; i++) {
      await buildReview(db().knex, good, { rating: 5, title: `good ${i}`, createdAt: at(50 + i) });
    }
    await buildReview(db().knex, fair, { rating: 3, title: 'fair', createdAt: at(10) });
    await buildReview(db().knex, health, { rating: 4, title: 'health', createdAt: at(5) });
    await buildReview(db().knex, unrated, { type: 'comment', title: 'a remark', createdAt: at(1) });
    await buildReview(db().knex, good, {
      rating: 1,
      title: 'held',
      createdAt: at(0),
      status: 'pending',
      holdReason: 'moderation',
    });

    const response = await client().get<DiscoverAnswer>('/api/discover');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    const body = response.body;
    expect(body.latestReviews.map((r) => r.title)).toEqual([
      'a remark',
      'health',
      'fair',
      'good 0',
      'good 1',
      'good 2',
    ]);
    expect(body.latestReviews[1]).toMatchObject({
      rating: 4,
      type: 'review',
      company: { name: 'Health Co', domain: health.domain },
    });
    expect(body.recentlyReviewed.map((c) => c.name)).toEqual([
      'Unrated',
      'Health Co',
      'Fair Co',
      'Good Co',
    ]);
    expect(body.topRated).toEqual([
      {
        category: { name: 'Business Services', slug: 'business-services' },
        companies: [
          expect.objectContaining({ name: 'Good Co', averageRating: 5, totalReviews: 4 }),
          expect.objectContaining({ name: 'Fair Co', averageRating: 3 }),
        ],
      },
      {
        category: expect.objectContaining({ name: 'Health & Medical' }),
        companies: [expect.objectContaining({ name: 'Health Co' })],
      },
    ]);

    // Memoised: a new review shows after the minute, not at once.
    await buildReview(db().knex, fair, { rating: 5, title: 'newest', createdAt: new Date() });
    const cached = await client().get<DiscoverAnswer>('/api/discover');
    expect(cached.body.latestReviews[0]?.title).toBe('a remark');
  });

  it('walks indexes, not the companies table', async () => {
    const { knex } = db();
    await knex.transaction(async (trx) => {
      // Tiny tables: make any sort or scan look costly, so the plan shows which index fits.
      await trx.raw('set local enable_seqscan = off');
      await trx.raw('set local enable_sort = off');
      const top = await trx.raw(
        `explain select * from companies c where c.category = 'Business Services' and c.rating_count > 0
         order by c.trust_score desc, c.review_count desc, c.id limit 3`,
      );
      expect(JSON.stringify(top.rows)).toContain('companies_category_trust');
      const latest = await trx.raw(
        `explain select id from reviews r where r.status = 'published' order by r.created_at desc, r.id desc limit 60`,
      );
      expect(JSON.stringify(latest.rows)).not.toContain('Sort Key');
    });
  });
});
