import { describe, expect, it } from 'vitest';
import { Review } from '../../models/Review.ts';
import { countRows } from '../../test/count.ts';
import { recordQueries } from '../../test/countQueries.ts';
import { useTestDatabase } from '../../test/database.ts';
import { buildCompany, buildReview, buildUser } from '../../test/factories.ts';
import { signInUser } from '../../test/signIn.ts';
import { useTestServer } from '../../test/testServer.ts';

describe('POST /api/reviews/views', () => {
  const db = useTestDatabase();
  const server = useTestServer(db);
  const client = () => server().client();
  // Views are counted off the request (issue 12): write them before reading the counts.
  const views = async (id: number) => {
    await server().flushViews();
    return (await Review.query(db().knex).findById(id))?.views;
  };

  it('counts each review once per viewer per day and skips unknown ids', async () => {
    const company = await buildCompany(db().knex);
    const first = await buildReview(db().knex, company);
    const second = await buildReview(db().knex, company);
    const reader = client();

    const answer = await reader.post('/api/reviews/views', {
      ids: [first.id, second.id, first.id, 2_000_000_000],
    });
    expect(answer.status).toBe(204);
    expect(await views(first.id)).toBe(1);
    expect(await views(second.id)).toBe(1);

    // The same reader scrolling back: no change.
    expect((await reader.post('/api/reviews/views', { ids: [first.id] })).status).toBe(204);
    expect(await views(first.id)).toBe(1);

    // Another reader counts.
    const member = client();
    await signInUser(member, await buildUser(db().knex));
    await member.post('/api/reviews/views', { ids: [first.id] });
    expect(await views(first.id)).toBe(2);
    expect(await views(second.id)).toBe(1);
  });

  it('writes nothing on the request: one statement (its rate limit), the views later', async () => {
    const company = await buildCompany(db().knex);
    const review = await buildReview(db().knex, company);
    await server().flushViews();
    const recorded = await recordQueries(db().knex, async () => {
      expect((await client().post('/api/reviews/views', { ids: [review.id] })).status).toBe(204);
    });
    // The counter's own timed flush (2 s after the view) can land inside a request that a loaded
    // machine makes slow: it is the background write this test is about, not the request's.
    const statements = recorded.filter((sql) => !/insert into review_views/.test(sql));
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/^insert into rate_limits/);
    expect(await views(review.id)).toBe(1);
  });

  it('does not start a visitor session for a reader', async () => {
    const company = await buildCompany(db().knex);
    const review = await buildReview(db().knex, company);
    const answer = await client().post('/api/reviews/views', { ids: [review.id] });
    expect(answer.status).toBe(204);
    expect(answer.headers.get('set-cookie')).toBeNull();
  });

  it('answers 400 with a message for bad input and counts nothing', async () => {
    const company = await buildCompany(db().knex);
    const review = await buildReview(db().knex, company);
    await server().flushViews();
    const before = await countRows(db().knex, 'review_views');
    for (const body of [
      {},
      { ids: [] },
      { ids: 'x' },
      { ids: [review.id, -1] },
      { ids: [1.5] },
      { ids: Array.from({ length: 101 }, (_, i) => i + 1) },
    ]) {
      const answer = await client().post('/api/reviews/views', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(typeof (answer.body as { message?: unknown }).message).toBe('string');
    }
    await server().flushViews();
    expect(await countRows(db().knex, 'review_views')).toBe(before);
    expect(await views(review.id)).toBe(0);
  });
});
