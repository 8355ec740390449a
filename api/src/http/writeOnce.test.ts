import { beforeEach, describe, expect, it } from 'vitest';
import { Review } from '../models/Review.ts';
import { countRows } from '../test/count.ts';
import { useTestDatabase } from '../test/database.ts';
import { buildCompany, buildReview } from '../test/factories.ts';
import { resetRateLimits } from '../test/rateLimits.ts';
import { newKey } from '../test/testClient.ts';
import { useTestServer } from '../test/testServer.ts';

const KEY = 'Idempotency-Key';

/**
 * The vote is one statement with its Idempotency-Key (`writeOnce`, `runClaimedWrite`): the same
 * exactly-once contract as every other write (`idempotency.test.ts`), checked here on the vote.
 */
describe('a one-statement write (the vote) with an Idempotency-Key', () => {
  const db = useTestDatabase();
  const server = useTestServer(db);
  const client = () => server().client();
  beforeEach(() => resetRateLimits(db().knex));

  const upvotesOf = async (id: number) => (await Review.query(db().knex).findById(id))?.upvotes;
  const limitCounts = async () =>
    Number((await db().knex('rate_limits').sum({ n: 'count' }).first())?.n ?? 0);

  it('replays the first answer byte for byte, writing and counting nothing more', async () => {
    const review = await buildReview(db().knex, await buildCompany(db().knex));
    const browser = client();
    const key = newKey();
    const path = `/api/reviews/${review.id}/vote`;
    const first = await browser.post(path, { voteType: 'upvote' }, { [KEY]: key });
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replay')).toBeNull();
    const counted = await limitCounts();
    // Another voter moves the review on: a replay still answers what the first vote did.
    await client().post(path, { voteType: 'clap' });
    const countedWithTheClap = await limitCounts();
    expect(countedWithTheClap).toBeGreaterThan(counted);
    for (let i = 0; i < 3; i++) {
      const again = await browser.post(path, { voteType: 'upvote' }, { [KEY]: key });
      expect(again.status).toBe(201);
      expect(again.headers.get('idempotent-replay')).toBe('true');
      expect(again.text).toBe(first.text);
    }
    expect(await limitCounts()).toBe(countedWithTheClap);
    expect(await upvotesOf(review.id)).toBe(1);
    expect(await countRows(db().knex, 'review_votes', { reviewId: review.id })).toBe(2);
    expect(await countRows(db().knex, 'idempotency_keys', { key })).toBe(1);
  });

  it('answers 422 for the same key with another vote, and counts it', async () => {
    const [one, two] = await Promise.all(
      [1, 2].map(async () => buildReview(db().knex, await buildCompany(db().knex))),
    );
    const browser = client();
    const key = newKey();
    expect(
      (await browser.post(`/api/reviews/${one!.id}/vote`, { voteType: 'upvote' }, { [KEY]: key }))
        .status,
    ).toBe(201);
    const counted = await limitCounts();
    for (const [id, voteType] of [
      [one!.id, 'clap'],
      [two!.id, 'upvote'],
    ] as const) {
      const changed = await browser.post(`/api/reviews/${id}/vote`, { voteType }, { [KEY]: key });
      expect(changed.status).toBe(422);
      expect(changed.body).toEqual({
        message: 'Idempotency-Key was already used for a different request',
      });
    }
    expect(await limitCounts()).toBeGreaterThan(counted);
    expect(await countRows(db().knex, 'review_votes', { reviewId: one!.id })).toBe(1);
    expect(await countRows(db().knex, 'review_votes', { reviewId: two!.id })).toBe(0);
  });

  it('survives a lost answer: the session-less retry gets the first answer and its visitor', async () => {
    const review = await buildReview(db().knex, await buildCompany(db().knex));
    const browser = client();
    const key = newKey();
    const path = `/api/reviews/${review.id}/vote`;
    const lost = await browser.post(path, { voteType: 'upvote' }, { [KEY]: key });
    expect(lost.status).toBe(201);
    browser.clearCookies();
    const retry = await browser.post(path, { voteType: 'upvote' }, { [KEY]: key });
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replay')).toBe('true');
    expect(retry.text).toBe(lost.text);
    // The visitor is back: its other opinion switches its own vote (200), not a new one.
    const switched = await browser.post<{ review: { upvotes: number; downvotes: number } }>(
      path,
      { voteType: 'downvote' },
      { [KEY]: newKey() },
    );
    expect(switched.status).toBe(200);
    expect(switched.body.review).toMatchObject({ upvotes: 0, downvotes: 1 });
    expect(await countRows(db().knex, 'review_votes', { reviewId: review.id })).toBe(1);
  });

  it('votes once when the same key arrives many times at once', async () => {
    const review = await buildReview(db().knex, await buildCompany(db().knex));
    const browser = client();
    const path = `/api/reviews/${review.id}/vote`;
    await browser.post(path, { voteType: 'clap' }); // a session, so every copy shares one scope
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => browser.post(path, { voteType: 'upvote' }, { [KEY]: key })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(await upvotesOf(review.id)).toBe(1);
    expect(await countRows(db().knex, 'idempotency_keys', { key })).toBe(1);
  });

  // Two transactions at once need two connections: PostgreSQL only.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'answers copies that waited on the first write as the first did',
    async () => {
      const knex = db().knex;
      const review = await buildReview(knex, await buildCompany(knex));
      const browser = client();
      const path = `/api/reviews/${review.id}/vote`;
      await browser.post(path, { voteType: 'clap' });
      const key = newKey();
      // The review's row held: the first copy waits on it, inside its statement, and the
      // others wait on the first (its rate-limit rows), each with the snapshot it began with,
      // which has no stored answer.
      const holder = await knex.transaction();
      try {
        await holder('reviews').where({ id: review.id }).forUpdate().select('id');
        const answers = Promise.all(
          Array.from({ length: 3 }, () =>
            browser.post(path, { voteType: 'upvote' }, { [KEY]: key }),
          ),
        );
        await expect
          .poll(async () => {
            const { rows } = await knex.raw<{ rows: unknown[] }>(
              `select 1 from pg_stat_activity
               where wait_event_type = 'Lock' and datname = current_database()`,
            );
            return rows.length;
          })
          .toBe(3);
        await holder.commit();
        const done = await answers;
        expect(done.map((a) => a.status)).toEqual([201, 201, 201]);
        expect(new Set(done.map((a) => a.text)).size).toBe(1);
      } finally {
        if (!holder.isCompleted()) await holder.rollback();
      }
      expect(await upvotesOf(review.id)).toBe(1);
      expect(await countRows(knex, 'idempotency_keys', { key })).toBe(1);
    },
  );

  it('keeps one vote when one key carries two votes at once, and answers the other 422', async () => {
    const [one, two] = await Promise.all(
      [1, 2].map(async () => buildReview(db().knex, await buildCompany(db().knex))),
    );
    const browser = client();
    await browser.post(`/api/reviews/${one!.id}/vote`, { voteType: 'clap' });
    const key = newKey();
    const answers = await Promise.all(
      [one!, two!].map((review) =>
        browser.post(`/api/reviews/${review.id}/vote`, { voteType: 'upvote' }, { [KEY]: key }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422]);
    const upvotes = [await upvotesOf(one!.id), await upvotesOf(two!.id)];
    expect(upvotes.sort()).toEqual([0, 1]);
  });

  it('stores nothing for a refused vote, so its retry runs again', async () => {
    const review = await buildReview(db().knex, await buildCompany(db().knex));
    const browser = client();
    const path = `/api/reviews/${review.id}/vote`;
    await browser.post(path, { voteType: 'upvote' });
    const key = newKey();
    const counted = await limitCounts();
    for (let i = 0; i < 2; i++) {
      const repeat = await browser.post(path, { voteType: 'upvote' }, { [KEY]: key });
      expect(repeat.status).toBe(409);
      expect(repeat.headers.get('idempotent-replay')).toBeNull();
    }
    expect(await countRows(db().knex, 'idempotency_keys', { key })).toBe(0);
    // Each refused vote counted, once per limit (the voter's and the address's).
    expect(await limitCounts()).toBe(counted + 4);
  });

  it('takes over its expired key', async () => {
    const [one, two] = await Promise.all(
      [1, 2].map(async () => buildReview(db().knex, await buildCompany(db().knex))),
    );
    const browser = client();
    await browser.post(`/api/reviews/${one!.id}/vote`, { voteType: 'clap' }); // its session
    const key = newKey();
    await browser.post(`/api/reviews/${one!.id}/vote`, { voteType: 'upvote' }, { [KEY]: key });
    await db()
      .knex('idempotency_keys')
      .where({ key })
      .update({ expiresAt: new Date(Date.now() - 1000) });
    const later = await browser.post(
      `/api/reviews/${two!.id}/vote`,
      { voteType: 'upvote' },
      { [KEY]: key },
    );
    expect(later.status).toBe(201);
    expect(later.headers.get('idempotent-replay')).toBeNull();
    expect(await upvotesOf(two!.id)).toBe(1);
    const rows = await db().knex('idempotency_keys').where({ key });
    expect(rows).toHaveLength(1);
    expect(rows[0].path).toBe(`/api/reviews/${two!.id}/vote`);
  });

  it('replays an answer stored as text, as votes were stored before 26 November', async () => {
    const review = await buildReview(db().knex, await buildCompany(db().knex));
    const browser = client();
    const key = newKey();
    const path = `/api/reviews/${review.id}/vote`;
    await browser.post(path, { voteType: 'clap' }); // its session
    const first = await browser.post<{ review: { upvotes: number } }>(
      path,
      { voteType: 'upvote' },
      { [KEY]: key },
    );
    // Told apart from a vote presented again: an answer no vote would give.
    const stored = JSON.stringify({ ...first.body, review: { ...first.body.review, upvotes: 99 } });
    await db()
      .knex('idempotency_keys')
      .where({ key })
      .update({ response: JSON.stringify({ body: stored }) });
    const again = await browser.post(path, { voteType: 'upvote' }, { [KEY]: key });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replay')).toBe('true');
    expect(again.text).toBe(stored);
  });
});
