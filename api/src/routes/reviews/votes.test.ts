import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { rateLimitKey } from '../../http/rateLimit.ts';
import { Company } from '../../models/Company.ts';
import { Review } from '../../models/Review.ts';
import type { User } from '../../models/User.ts';
import { countRows } from '../../test/count.ts';
import { useTestDatabase } from '../../test/database.ts';
import { buildCompany, buildReview, buildUser } from '../../test/factories.ts';
import { signInUser } from '../../test/signIn.ts';
import type { TestClient } from '../../test/testClient.ts';
import { useTestServer } from '../../test/testServer.ts';

interface Voted {
  message: string;
  review: {
    upvotes: number;
    downvotes: number;
    claps: number;
    myVote: string | null;
    myClap: boolean;
  };
}

describe('votes', () => {
  const db = useTestDatabase();
  const server = useTestServer(db);
  const client = () => server().client();
  const proxied = useTestServer(db, { TRUST_PROXY: '1' });

  describe('POST /api/reviews/{id}/vote', () => {
    it('answers 400 for bad input, 404 for an unknown review, 400 for a complaint', async () => {
      const votes = await countRows(db().knex, 'review_votes');
      expect((await client().post('/api/reviews/abc/vote', { voteType: 'upvote' })).status).toBe(
        400,
      );
      const bad = await client().post('/api/reviews/1/vote', { voteType: 'like' });
      expect(bad.body).toMatchObject({
        message: 'voteType: voteType must be upvote, downvote or clap',
      });
      const missing = await client().post('/api/reviews/999999/vote', { voteType: 'upvote' });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ message: 'Review not found' });
      expect(missing.headers.getSetCookie()).toEqual([]);
      const company = await buildCompany(db().knex);
      const complaint = await buildReview(db().knex, company, { type: 'complaint' });
      const refused = await client().post(`/api/reviews/${complaint.id}/vote`, {
        voteType: 'upvote',
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ message: 'Complaints cannot be voted on' });
      expect(await countRows(db().knex, 'review_votes')).toBe(votes);
    });

    it('records one opinion and one clap per voter; a repeat is 409; the other opinion switches', async () => {
      const company = await buildCompany(db().knex);
      const review = await buildReview(db().knex, company);
      const browser = client();
      const vote = (voteType: string) =>
        browser.post<Voted>(`/api/reviews/${review.id}/vote`, { voteType });
      const up = await vote('upvote');
      expect(up.status).toBe(201);
      expect(up.body).toMatchObject({
        message: 'Vote recorded',
        review: { upvotes: 1, myVote: 'upvote' },
      });
      const again = await vote('upvote');
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ message: 'Vote already recorded' });
      const switched = await vote('downvote');
      expect(switched.status).toBe(200);
      expect(switched.body.review).toMatchObject({ upvotes: 0, downvotes: 1, myVote: 'downvote' });
      expect((await vote('clap')).body.review).toMatchObject({
        claps: 1,
        downvotes: 1,
        myClap: true,
      });
      expect((await vote('clap')).status).toBe(409);
      const after = await Company.query(db().knex).findById(company.id);
      expect(after).toMatchObject({ upvoteCount: 0, clapCount: 1 });
      expect(await countRows(db().knex, 'review_votes', { reviewId: review.id })).toBe(2);
    });

    it('refuses a held review as unknown, and answers with the author verified mark', async () => {
      const company = await buildCompany(db().knex);
      const held = await buildReview(db().knex, company, {
        status: 'pending',
        holdReason: 'moderation',
      } as Partial<Review>);
      const refused = await client().post(`/api/reviews/${held.id}/vote`, { voteType: 'upvote' });
      expect(refused.status).toBe(404);
      expect(await countRows(db().knex, 'review_votes', { reviewId: held.id })).toBe(0);
      const author = await buildUser(db().knex, { isEmailVerified: true } as Partial<User>);
      const review = await buildReview(db().knex, company, { userId: author.id });
      const voted = await client().post<Voted & { review: { isVerified: boolean } }>(
        `/api/reviews/${review.id}/vote`,
        { voteType: 'clap' },
      );
      expect(voted.body.review).toMatchObject({ claps: 1, isVerified: true, myClap: true });
    });

    it('votes as the signed-in user', async () => {
      const user = await buildUser(db().knex);
      const company = await buildCompany(db().knex);
      const review = await buildReview(db().knex, company);
      const browser = client();
      await signInUser(browser, user);
      expect(
        (await browser.post(`/api/reviews/${review.id}/vote`, { voteType: 'upvote' })).status,
      ).toBe(201);
      const [row] = await db().knex('review_votes').where({ reviewId: review.id });
      expect(row).toMatchObject({ voterId: user.id, userId: user.id });
    });

    it('counts 100 concurrent upvotes from 100 visitors at 100 addresses exactly', async () => {
      const company = await buildCompany(db().knex);
      const review = await buildReview(db().knex, company);
      // Since anonymous votes are keyed by address too (issue 13 item 6), 100 anonymous voters
      // need 100 addresses: the proxied server reads them from X-Forwarded-For.
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          proxied()
            .client()
            .post(
              `/api/reviews/${review.id}/vote`,
              { voteType: 'upvote' },
              { 'X-Forwarded-For': `10.1.0.${i}` },
            ),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(100).fill(201));
      expect((await Review.query(db().knex).findById(review.id))?.upvotes).toBe(100);
      expect((await Company.query(db().knex).findById(company.id))?.upvoteCount).toBe(100);
      expect(await countRows(db().knex, 'review_votes', { reviewId: review.id })).toBe(100);
    });
  });

  describe('stuffing (issue 13 item 6)', () => {
    it('counts 30 cookie-less upvotes from one address once, with one session row', async () => {
      const company = await buildCompany(db().knex);
      const review = await buildReview(db().knex, company, { upvotes: 2 } as Partial<Review>);
      const sessions = await countRows(db().knex, 'sessions');
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++) {
        // A new client each time: no cookie, as a script that drops it would send.
        const answer = await client().post(`/api/reviews/${review.id}/vote`, {
          voteType: 'upvote',
        });
        statuses.push(answer.status);
        if (answer.status === 409) {
          expect(answer.body).toEqual({ message: 'Vote already recorded' });
          expect(answer.headers.getSetCookie()).toEqual([]);
        }
      }
      expect(statuses).toEqual([201, ...Array(29).fill(409)]);
      expect((await Review.query(db().knex).findById(review.id))?.upvotes).toBe(3);
      expect((await Company.query(db().knex).findById(company.id))?.upvoteCount).toBe(1);
      expect(await countRows(db().knex, 'review_votes', { reviewId: review.id })).toBe(1);
      expect(await countRows(db().knex, 'sessions')).toBe(sessions + 1);
    });

    it('keys anonymous votes by address even with a cookie got from another write', async () => {
      const company = await buildCompany(db().knex);
      const review = await buildReview(db().knex, company);
      const first = client();
      expect(
        (await first.post(`/api/reviews/${review.id}/vote`, { voteType: 'clap' })).status,
      ).toBe(201);
      // A second visitor at the same address, its session made by a reply.
      const second = client();
      expect(
        (await second.post(`/api/reviews/${review.id}/replies`, { content: 'Hi' })).status,
      ).toBe(201);
      const refused = await second.post(`/api/reviews/${review.id}/vote`, { voteType: 'clap' });
      expect(refused.status).toBe(409);
      // Its opinion is a separate vote, once.
      expect(
        (await second.post(`/api/reviews/${review.id}/vote`, { voteType: 'upvote' })).status,
      ).toBe(201);
      expect(
        (await client().post(`/api/reviews/${review.id}/vote`, { voteType: 'downvote' })).status,
      ).toBe(409);
      // The visitor that voted switches its own opinion as before.
      expect(
        (await second.post(`/api/reviews/${review.id}/vote`, { voteType: 'downvote' })).status,
      ).toBe(200);
      // An account is its own key, at any address.
      const member = client();
      await signInUser(member, await buildUser(db().knex));
      expect(
        (await member.post(`/api/reviews/${review.id}/vote`, { voteType: 'clap' })).status,
      ).toBe(201);
      // Another address counts again.
      const elsewhere = await proxied()
        .client()
        .post(
          `/api/reviews/${review.id}/vote`,
          { voteType: 'clap' },
          { 'X-Forwarded-For': '10.2.0.1' },
        );
      expect(elsewhere.status).toBe(201);
      expect(await Review.query(db().knex).findById(review.id)).toMatchObject({
        upvotes: 0,
        downvotes: 1,
        claps: 3,
      });
    });

    it('rate-limits votes per visitor and per address, writing nothing', async () => {
      const company = await buildCompany(db().knex);
      const review = await buildReview(db().knex, company);
      const other = await buildReview(db().knex, company);
      const vote = (browser: TestClient, id: number, address: string) =>
        browser.post(
          `/api/reviews/${id}/vote`,
          { voteType: 'clap' },
          { 'X-Forwarded-For': address },
        );
      // Rate limit rows are keyed by the rule's name and a hash of whom they count.
      const exhaust = (rule: string, who: string, count: number) =>
        db()
          .knex('rate_limits')
          .insert({
            key: rateLimitKey(rule, who),
            count,
            windowStart: new Date(),
          })
          .onConflict('key')
          .merge();
      const browser = proxied().client();
      expect((await vote(browser, review.id, '10.3.0.1')).status).toBe(201);
      const [{ voterId: visitorId }] = await db()
        .knex('review_votes')
        .where({ reviewId: review.id })
        .select('voterId');
      // The visitor's allowance used up (120 an hour): refused at any address.
      await exhaust('vote', `visitor:${visitorId}`, 120);
      const limited = await vote(browser, other.id, '10.3.0.2');
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ message: 'Too many requests, please try again later' });
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      // The address's allowance used up (600 an hour): refused for any visitor or none.
      await exhaust('vote-address', '10.3.0.2', 600);
      expect((await vote(proxied().client(), other.id, '10.3.0.2')).status).toBe(429);
      expect(await countRows(db().knex, 'review_votes', { reviewId: other.id })).toBe(0);
      expect((await vote(proxied().client(), other.id, '10.3.0.3')).status).toBe(201);
    });
    it('counts every vote with a key once, in its claim, and a replay not at all', async () => {
      const company = await buildCompany(db().knex);
      const review = await buildReview(db().knex, company);
      const browser = proxied().client();
      const address = '10.3.1.1';
      const vote = (voteType: string, key = randomUUID()) =>
        browser.post(
          `/api/reviews/${review.id}/vote`,
          { voteType },
          { 'X-Forwarded-For': address, 'Idempotency-Key': key },
        );
      const counted = async () => {
        const row = await db()
          .knex('rate_limits')
          .where('key', rateLimitKey('vote-address', address))
          .first();
        return Number(row?.count ?? 0);
      };
      const key = randomUUID();
      expect((await vote('clap', key)).status).toBe(201);
      expect(await counted()).toBe(1);
      // A replay of the stored answer spends none of the quota (the claim counts only a write
      // it lets run).
      expect((await vote('clap', key)).headers.get('idempotent-replay')).toBe('true');
      expect(await counted()).toBe(1);
      // The key reused for another request: refused (422), and counted.
      expect((await vote('upvote', key)).status).toBe(422);
      expect(await counted()).toBe(2);
      // Refused: its transaction (and the count in it) rolls back, and the count is made alone.
      expect((await vote('clap')).status).toBe(409);
      expect(await counted()).toBe(3);
      // Bad input is refused before the claim, and counted too.
      expect((await vote('cheer')).status).toBe(400);
      expect(await counted()).toBe(4);
      // Over the limit, a replay is still answered, and still not counted.
      await db()
        .knex('rate_limits')
        .where('key', rateLimitKey('vote-address', address))
        .update({ count: 600 });
      const replayed = await vote('clap', key);
      expect(replayed.status).toBe(201);
      expect(replayed.headers.get('idempotent-replay')).toBe('true');
      expect(await counted()).toBe(600);
      expect((await vote('upvote')).status).toBe(429);
    });

    it('refuses a vote over the limit in its claim, keeping neither the vote nor its key', async () => {
      const company = await buildCompany(db().knex);
      const review = await buildReview(db().knex, company);
      await db()
        .knex('rate_limits')
        .insert({
          key: rateLimitKey('vote-address', '10.3.2.1'),
          count: 600,
          windowStart: new Date(),
        });
      const key = randomUUID();
      const sessionsBefore = await countRows(db().knex, 'sessions');
      const limited = await proxied()
        .client()
        .post(
          `/api/reviews/${review.id}/vote`,
          { voteType: 'upvote' },
          { 'X-Forwarded-For': '10.3.2.1', 'Idempotency-Key': key },
        );
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await countRows(db().knex, 'review_votes', { reviewId: review.id })).toBe(0);
      expect(await countRows(db().knex, 'idempotency_keys', { key })).toBe(0);
      expect(await countRows(db().knex, 'sessions')).toBe(sessionsBefore);
      // Over the limit without a valid key: counted once (on its own), still 429.
      const withoutKey: Record<string, string> = {};
      for (const header of [withoutKey, { 'Idempotency-Key': 'not-a-uuid' }]) {
        const count = async () =>
          Number(
            (
              await db()
                .knex('rate_limits')
                .where('key', rateLimitKey('vote-address', '10.3.2.1'))
                .first()
            )?.count,
          );
        const before = await count();
        const refused = await proxied()
          .client()
          .post(
            `/api/reviews/${review.id}/vote`,
            { voteType: 'upvote' },
            { 'X-Forwarded-For': '10.3.2.1', ...header },
          );
        expect(refused.status).toBe(429);
        expect(await count()).toBe(before + 1);
      }
    });
  });
});
