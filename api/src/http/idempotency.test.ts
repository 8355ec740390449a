import { beforeEach, describe, expect, it } from 'vitest';
import { Review } from '../models/Review.ts';
import { countRows } from '../test/count.ts';
import { useTestDatabase } from '../test/database.ts';
import { buildCompany, buildReview, TEST_PASSWORD } from '../test/factories.ts';
import { resetRateLimits } from '../test/rateLimits.ts';
import { newKey } from '../test/testClient.ts';
import { useTestServer } from '../test/testServer.ts';

const KEY = 'Idempotency-Key';

describe('Idempotency-Key', () => {
  const db = useTestDatabase();
  const server = useTestServer(db);
  const client = () => server().client();
  beforeEach(() => resetRateLimits(db().knex));

  const review = { title: 'Once', content: 'Only once', rating: 4 };
  const reviewsOf = async (domain: string) =>
    db()
      .knex('reviews')
      .join('companies', 'companies.id', 'reviews.company_id')
      .where({ domain })
      .count({ n: '*' })
      .first()
      .then((row) => Number(row?.n));
  // One anonymous post per company per address a day (issue 34) is not what these tests are
  // about: forgetting the day's address keys lets the same address post again.
  const anotherDay = () => db().knex('reviews').update({ addressHash: null });

  it('refuses a key that is not a UUID, writing nothing', async () => {
    const company = await buildCompany(db().knex);
    const response = await client().post(
      `/api/companies/domain/${company.domain}/reviews`,
      review,
      {
        [KEY]: 'not-a-uuid',
      },
    );
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Idempotency-Key must be a UUID' });
    expect(await reviewsOf(company.domain)).toBe(0);
  });

  it('replays the stored answer for the same key and body', async () => {
    const company = await buildCompany(db().knex);
    const browser = client();
    const key = newKey();
    const path = `/api/companies/domain/${company.domain}/reviews`;
    const first = await browser.post(path, review, { [KEY]: key });
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replay')).toBeNull();
    // Key order does not matter.
    const again = await browser.post(
      path,
      { rating: 4, content: 'Only once', title: 'Once' },
      { [KEY]: key },
    );
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replay')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await reviewsOf(company.domain)).toBe(1);
    expect(await countRows(db().knex, 'idempotency_keys', { key })).toBe(1);
  });

  it('answers replays of an acknowledged write before the rate limit, spending none of its quota', async () => {
    const company = await buildCompany(db().knex);
    const path = `/api/companies/domain/${company.domain}/reviews`;
    for (const browser of [client(), client()]) {
      // The second browser stays session-less: a first write whose answer (and cookie) was lost.
      const key = newKey();
      const first = await browser.post(path, review, { [KEY]: key });
      expect(first.status).toBe(201);
      await anotherDay();
      if (browser.cookie('rv.sid')) browser.clearCookies();
      const statuses = new Set<number>();
      for (let replay = 0; replay < 50; replay += 1) {
        const again = await browser.post(path, review, { [KEY]: key });
        statuses.add(again.status);
        expect(again.headers.get('idempotent-replay')).toBe('true');
        expect(again.body).toEqual(first.body);
      }
      expect([...statuses]).toEqual([201]);
      // The session-less replay gets the first write's visitor back, as before.
      expect(browser.cookie('rv.sid')).toBeDefined();
      // The writer's quota (20 reviews an hour) is untouched by the replays.
      const fresh = await browser.post(path, { ...review, title: 'Another' }, { [KEY]: newKey() });
      expect(fresh.status).toBe(201);
      await anotherDay();
    }
    expect(await reviewsOf(company.domain)).toBe(4);
  });

  it('answers 422 for the same key with another body or path, writing nothing', async () => {
    const company = await buildCompany(db().knex);
    const browser = client();
    const key = newKey();
    const path = `/api/companies/domain/${company.domain}/reviews`;
    await browser.post(path, review, { [KEY]: key });
    const changed = await browser.post(path, { ...review, rating: 5 }, { [KEY]: key });
    expect(changed.status).toBe(422);
    expect(changed.body).toEqual({
      message: 'Idempotency-Key was already used for a different request',
    });
    const target = await buildReview(db().knex, await buildCompany(db().knex));
    const elsewhere = await browser.post(
      `/api/reviews/${target.id}/vote`,
      { voteType: 'clap' },
      { [KEY]: key },
    );
    expect(elsewhere.status).toBe(422);
    expect(await reviewsOf(company.domain)).toBe(1);
    expect(await countRows(db().knex, 'review_votes', { reviewId: target.id })).toBe(0);
  });

  it('scopes keys to their user or visitor', async () => {
    const company = await buildCompany(db().knex);
    const key = newKey();
    const path = `/api/companies/domain/${company.domain}/reviews`;
    const [alice, bob] = [client(), client()];
    await alice.post(path, review, { [KEY]: newKey() }); // gives Alice a session
    await anotherDay();
    await bob.post(path, review, { [KEY]: newKey() });
    await anotherDay();
    expect((await alice.post(path, review, { [KEY]: key })).status).toBe(201);
    await anotherDay();
    const bobs = await bob.post(path, review, { [KEY]: key });
    expect(bobs.status).toBe(201);
    expect(bobs.headers.get('idempotent-replay')).toBeNull();
    expect(await reviewsOf(company.domain)).toBe(4);
  });

  it('stores nothing for a refused write, so the retry runs again', async () => {
    const company = await buildCompany(db().knex);
    const complaint = await buildReview(db().knex, company, { type: 'complaint' });
    const key = newKey();
    const keys = await countRows(db().knex, 'idempotency_keys');
    const path = `/api/reviews/${complaint.id}/vote`;
    expect((await client().post(path, { voteType: 'upvote' }, { [KEY]: key })).status).toBe(400);
    expect(await countRows(db().knex, 'idempotency_keys')).toBe(keys);
    const retry = await client().post(path, { voteType: 'upvote' }, { [KEY]: key });
    expect(retry.status).toBe(400);
    expect(retry.headers.get('idempotent-replay')).toBeNull();
  });

  it('survives a lost answer: the session-less retry gets the stored answer and its visitor back', async () => {
    const company = await buildCompany(db().knex);
    const browser = client();
    const key = newKey();
    const path = `/api/companies/domain/${company.domain}/reviews`;
    // The first write commits, but its answer (and the session cookie in it) never arrives.
    const lost = await browser.post<{ review: { id: number } }>(path, review, { [KEY]: key });
    expect(lost.status).toBe(201);
    browser.clearCookies();

    const retry = await browser.post<{ review: { id: number } }>(path, review, { [KEY]: key });
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replay')).toBe('true');
    expect(retry.body).toEqual(lost.body);
    expect(await reviewsOf(company.domain)).toBe(1);

    // The retry restored the visitor that wrote it: signing up now attaches the review.
    const signUp = await browser.post<{ id: string }>('/api/auth/register', {
      email: `lost-${key}@example.com`,
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
    });
    expect((await Review.query(db().knex).findById(retry.body.review.id))?.userId).toBe(
      signUp.body.id,
    );

    // With its session back, the browser's retries keep replaying, signed in or not.
    const signedInRetry = await browser.post(path, review, { [KEY]: key });
    expect(signedInRetry.headers.get('idempotent-replay')).toBe('true');
    expect(await reviewsOf(company.domain)).toBe(1);
  });

  it('covers votes, replies, reports and claims', async () => {
    const company = await buildCompany(db().knex);
    const target = await buildReview(db().knex, company);
    const browser = client();
    const calls: Array<[string, unknown, string, Record<string, unknown>]> = [
      [
        `/api/reviews/${target.id}/vote`,
        { voteType: 'upvote' },
        'review_votes',
        { reviewId: target.id },
      ],
      [
        `/api/reviews/${target.id}/replies`,
        { content: 'Hi' },
        'review_replies',
        { reviewId: target.id },
      ],
      [
        `/api/companies/${company.id}/report`,
        { issue: 'Wrong' },
        'reports',
        { companyId: company.id },
      ],
      [
        `/api/companies/domain/${company.domain}/claim`,
        { email: 'me@gmail.com' },
        'claim_requests',
        { companyId: company.id },
      ],
    ];
    for (const [path, body, table, where] of calls) {
      const key = newKey();
      const first = await browser.post(path, body, { [KEY]: key });
      expect(first.status, path).toBe(201);
      const again = await browser.post(path, body, { [KEY]: key });
      expect(again.status, path).toBe(201);
      expect(again.headers.get('idempotent-replay'), path).toBe('true');
      expect(again.body).toEqual(first.body);
      expect(await countRows(db().knex, table, where), path).toBe(1);
    }
  });

  it('forgets a key after 7 days', async () => {
    const company = await buildCompany(db().knex);
    const browser = client();
    const key = newKey();
    const path = `/api/companies/domain/${company.domain}/reviews`;
    await browser.post(path, review, { [KEY]: key });
    const row = await db().knex('idempotency_keys').where({ key }).first();
    expect(new Date(row.expiresAt).getTime() - new Date(row.createdAt).getTime()).toBeCloseTo(
      7 * 24 * 3600 * 1000,
      -5,
    );
    await db()
      .knex('idempotency_keys')
      .where({ key })
      .update({ expiresAt: new Date(Date.now() - 1000) });
    await anotherDay();
    const later = await browser.post(path, review, { [KEY]: key });
    expect(later.headers.get('idempotent-replay')).toBeNull();
    expect(await reviewsOf(company.domain)).toBe(2);
  });
});
