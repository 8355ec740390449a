import { beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/openDatabase.ts';
import { Review } from '../models/Review.ts';
import { countRows } from '../test/count.ts';
import { useTestDatabase } from '../test/database.ts';
import { buildCompany, buildReview, buildUser } from '../test/factories.ts';
import { resetRateLimits } from '../test/rateLimits.ts';
import { signInUser } from '../test/signIn.ts';
import { newKey } from '../test/testClient.ts';
import { useTestServer } from '../test/testServer.ts';

const KEY = 'Idempotency-Key';

/*
 * The exactly-once contract (`idempotent()`, docs/ARCHITECTURE.md), one suite for every kind
 * of write, checked here on two: posting a review and voting. The same key and body answer the
 * same, once written; the same key with another body is 422; copies at once write once.
 */

interface Target {
  path: string;
  body: Record<string, unknown>;
  /** Another request under the same key: another body (same path). */
  otherBody: Record<string, unknown>;
  /** What the write changes, counted: once written, one more. */
  effects(): Promise<number>;
}

interface ContractWrite {
  name: string;
  status: number;
  target(db: Database): Promise<Target>;
}

const WRITES: ContractWrite[] = [
  {
    name: 'posting a review',
    status: 201,
    async target(db) {
      const company = await buildCompany(db.knex);
      return {
        path: `/api/companies/domain/${company.domain}/reviews`,
        body: { title: 'Once', content: 'Only once', rating: 4 },
        otherBody: { title: 'Twice', content: 'Another one', rating: 2 },
        effects: () => countRows(db.knex, 'reviews', { companyId: company.id }),
      };
    },
  },
  {
    name: 'voting',
    status: 201,
    async target(db) {
      const review = await buildReview(db.knex, await buildCompany(db.knex));
      return {
        path: `/api/reviews/${review.id}/vote`,
        body: { voteType: 'upvote' },
        otherBody: { voteType: 'downvote' },
        effects: async () =>
          ((await Review.query(db.knex).findById(review.id))?.upvotes ?? 0) +
          ((await Review.query(db.knex).findById(review.id))?.downvotes ?? 0),
      };
    },
  },
];

describe.each(WRITES)('exactly once: $name', (write) => {
  const db = useTestDatabase();
  const server = useTestServer(db);
  const client = () => server().client();
  beforeEach(() => resetRateLimits(db().knex));

  const limitCounts = async () =>
    Number((await db().knex('rate_limits').sum({ n: 'count' }).first())?.n ?? 0);

  it('answers the same key and body with the first answer, byte for byte, counting nothing more', async () => {
    const target = await write.target(db());
    const browser = client();
    const key = newKey();
    const first = await browser.post(target.path, target.body, { [KEY]: key });
    expect(first.status).toBe(write.status);
    expect(first.headers.get('idempotent-replay')).toBeNull();
    const counted = await limitCounts();
    for (let i = 0; i < 3; i++) {
      const again = await browser.post(target.path, target.body, { [KEY]: key });
      expect(again.status).toBe(write.status);
      expect(again.headers.get('idempotent-replay')).toBe('true');
      expect(again.text).toBe(first.text);
    }
    expect(await limitCounts()).toBe(counted);
    expect(await target.effects()).toBe(1);
    expect(await countRows(db().knex, 'idempotency_keys', { key })).toBe(1);
  });

  it('answers 422 for the same key with another body, writing nothing', async () => {
    const target = await write.target(db());
    const browser = client();
    const key = newKey();
    expect((await browser.post(target.path, target.body, { [KEY]: key })).status).toBe(
      write.status,
    );
    const changed = await browser.post(target.path, target.otherBody, { [KEY]: key });
    expect(changed.status).toBe(422);
    expect(changed.body).toEqual({
      message: 'Idempotency-Key was already used for a different request',
    });
    expect(await target.effects()).toBe(1);
  });

  it('writes once when the same key arrives many times at once', async () => {
    const target = await write.target(db());
    const browser = client();
    // Signed in first, so every copy shares one scope.
    await signInUser(browser, await buildUser(db().knex));
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => browser.post(target.path, target.body, { [KEY]: key })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(write.status));
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(await target.effects()).toBe(1);
    expect(await countRows(db().knex, 'idempotency_keys', { key })).toBe(1);
  });

  it('survives a lost answer: the session-less retry gets the first answer', async () => {
    const target = await write.target(db());
    const browser = client();
    const key = newKey();
    const lost = await browser.post(target.path, target.body, { [KEY]: key });
    expect(lost.status).toBe(write.status);
    browser.clearCookies();
    const retry = await browser.post(target.path, target.body, { [KEY]: key });
    expect(retry.status).toBe(write.status);
    expect(retry.headers.get('idempotent-replay')).toBe('true');
    expect(retry.text).toBe(lost.text);
    expect(await target.effects()).toBe(1);
  });
});

describe('the vote with an Idempotency-Key: what only a vote can show', () => {
  const db = useTestDatabase();
  const server = useTestServer(db);
  const client = () => server().client();
  beforeEach(() => resetRateLimits(db().knex));

  const upvotesOf = async (id: number) => (await Review.query(db().knex).findById(id))?.upvotes;
  const limitCounts = async () =>
    Number((await db().knex('rate_limits').sum({ n: 'count' }).first())?.n ?? 0);

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
      // The review's row held: the first copy waits on it, inside its transaction, and the
      // others wait on the first (its key, its rate-limit rows).
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
