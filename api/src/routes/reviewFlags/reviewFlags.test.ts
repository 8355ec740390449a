import { beforeEach, describe, expect, it } from 'vitest';
import { Review } from '../../models/Review.ts';
import { countRows } from '../../test/count.ts';
import { useTestDatabase } from '../../test/database.ts';
import { buildAdmin, buildCompany, buildReview } from '../../test/factories.ts';
import { resetRateLimits } from '../../test/rateLimits.ts';
import { signInAdmin } from '../../test/signIn.ts';
import { newKey } from '../../test/testClient.ts';
import { useTestServer } from '../../test/testServer.ts';

interface AdminItem {
  id: number;
  flags: Array<{ reason: string; count: number; details: string[] }>;
}

/** Flag a review (issue 13, item 4). */
describe('POST /api/reviews/{id}/flags', () => {
  const db = useTestDatabase();
  const server = useTestServer(db);
  beforeEach(() => resetRateLimits(db().knex));

  it('answers 400 for a bad reason and 404 for an unknown review, writing nothing', async () => {
    const company = await buildCompany(db().knex);
    const review = await buildReview(db().knex, company);
    const client = server().client();
    const bad = await client.post(`/api/reviews/${review.id}/flags`, { reason: 'boring' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      message: 'reason: reason must be fake, offensive, conflict_of_interest or other',
    });
    // "Other" needs the visitor's words.
    for (const details of [undefined, '   ']) {
      const bare = await client.post(`/api/reviews/${review.id}/flags`, {
        reason: 'other',
        details,
      });
      expect(bare.status).toBe(400);
      expect(bare.body).toMatchObject({
        message: 'details: Please tell us what is wrong with this review',
      });
    }
    const long = await client.post(`/api/reviews/${review.id}/flags`, {
      reason: 'fake',
      details: 'x'.repeat(1001),
    });
    expect(long.body).toMatchObject({
      message: 'details: details must be at most 1000 characters',
    });
    const unknown = await client.post('/api/reviews/999999/flags', { reason: 'fake' });
    expect(unknown.status).toBe(404);
    const held = await buildReview(db().knex, company, {
      status: 'pending',
      holdReason: 'moderation',
    });
    expect((await client.post(`/api/reviews/${held.id}/flags`, { reason: 'fake' })).status).toBe(
      404,
    );
    expect(await countRows(db().knex, 'review_flags')).toBe(0);
    expect(await countRows(db().knex, 'sessions')).toBe(0);
  });

  it('takes one flag per visitor, lists them for staff by reason, and dismisses them', async () => {
    const company = await buildCompany(db().knex);
    const review = await buildReview(db().knex, company, { title: 'Too good to be true' });
    const url = `/api/reviews/${review.id}/flags`;
    const first = server().client();
    const key = newKey();
    const flagged = await first.post(url, { reason: 'fake' }, { 'Idempotency-Key': key });
    expect(flagged.status).toBe(201);
    const replay = await first.post(url, { reason: 'fake' }, { 'Idempotency-Key': key });
    expect(replay.headers.get('Idempotent-Replay')).toBe('true');
    const repeat = await first.post(url, { reason: 'offensive' });
    expect(repeat.status).toBe(409);
    expect(repeat.body).toEqual({ message: 'You have already flagged this review' });
    await server().client().post(url, { reason: 'fake' });
    await server().client().post(url, { reason: 'other', details: ' Same text on 5 sites ' });
    expect((await Review.query(db().knex).findById(review.id))?.openFlagCount).toBe(3);

    const admin = await signInAdmin(server().client(), await buildAdmin(db().knex));
    const listed = await admin.get<AdminItem[]>('/api/admin/reviews?filter=flagged');
    expect(listed.body.map((item) => item.id)).toEqual([review.id]);
    expect(listed.body[0]?.flags).toEqual([
      { reason: 'fake', count: 2, details: [] },
      { reason: 'other', count: 1, details: ['Same text on 5 sites'] },
    ]);

    expect(
      (await server().client().post(`/api/admin/reviews/${review.id}/flags/dismiss`)).status,
    ).toBe(401);
    const dismissed = await admin.post(`/api/admin/reviews/${review.id}/flags/dismiss`);
    expect(dismissed.body).toEqual({ message: 'Flags dismissed', id: review.id, dismissed: 3 });
    expect((await admin.get<AdminItem[]>('/api/admin/reviews?filter=flagged')).body).toEqual([]);
    expect(await countRows(db().knex, 'review_flags')).toBe(3);
  });

  it('rate limits flags per visitor', async () => {
    const company = await buildCompany(db().knex);
    const client = server().client();
    const statuses: number[] = [];
    // The first (session-less) flag counts against the address, the rest against the visitor.
    for (let index = 0; index < 22; index += 1) {
      const review = await buildReview(db().knex, company);
      statuses.push(
        (await client.post(`/api/reviews/${review.id}/flags`, { reason: 'fake' })).status,
      );
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(21);
    expect(statuses.at(-1)).toBe(429);
  });
});
