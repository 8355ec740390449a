import { describe, expect, it } from 'vitest';
import type { AdminReviewItem, AdminReviewStats } from '#shared/types/admin';
import { Activity } from '../../../models/Activity.ts';
import { Company } from '../../../models/Company.ts';
import { recomputeCompanyCounters } from '../../../services/companies/counters.ts';
import { countRows } from '../../../test/count.ts';
import { useTestDatabase } from '../../../test/database.ts';
import { buildAdmin, buildCompany, buildReview, buildUser } from '../../../test/factories.ts';
import { signInAdmin } from '../../../test/signIn.ts';
import { useTestServer } from '../../../test/testServer.ts';

const COUNTERS = [
  'reviewCount',
  'ratingCount',
  'ratingSum',
  'complaintCount',
  'upvoteCount',
  'clapCount',
] as const;

describe('admin reviews', () => {
  const db = useTestDatabase();
  const server = useTestServer(db);
  const adminClient = async () => signInAdmin(server().client(), await buildAdmin(db().knex));

  async function seed() {
    await Company.query(db().knex).delete();
    const acme = await buildCompany(db().knex, {
      name: 'Acme Rockets',
      domain: 'acme-rockets.com',
    });
    const zeta = await buildCompany(db().knex, { name: 'Zeta Labs', domain: 'zeta.io' });
    const ann = await buildUser(db().knex, { firstName: 'Ann', lastName: 'Lee' });
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    await buildReview(db().knex, acme, {
      title: 'Great delivery',
      content: 'Shipped everything early',
      rating: 5,
      userId: ann.id,
      createdAt: day(1),
    });
    await buildReview(db().knex, acme, {
      title: 'Refund refused',
      content: 'They refused my refund twice',
      type: 'complaint',
      createdAt: day(2),
    });
    await buildReview(db().knex, zeta, {
      title: 'Average',
      content: 'Nothing special about the onboarding',
      rating: 3,
      reviewerName: 'Imported Person',
      reviewerEmail: 'imported@example.com',
      createdAt: day(3),
    });
    await buildReview(db().knex, zeta, {
      title: 'Poor support',
      content: 'Slow answers',
      rating: 2,
      createdAt: day(4),
    });
    return { acme, zeta, ann };
  }

  it('lists newest first with company, author and imported reviewer', async () => {
    const { acme, ann } = await seed();
    const client = await adminClient();
    const response = await client.get<AdminReviewItem[]>('/api/admin/reviews?limit=10');
    expect(response.headers.get('x-total-count')).toBe('4');
    expect(response.body.map((r) => r.title)).toEqual([
      'Poor support',
      'Average',
      'Refund refused',
      'Great delivery',
    ]);
    expect(response.body[3]).toMatchObject({
      rating: 5,
      type: 'review',
      isComplaint: false,
      company: { id: acme.id, name: 'Acme Rockets', domain: 'acme-rockets.com' },
      user: { firstName: 'Ann', lastName: 'Lee', email: ann.email },
      reviewerName: null,
    });
    expect(response.body[1]).toMatchObject({
      user: null,
      reviewerName: 'Imported Person',
      reviewerEmail: 'imported@example.com',
    });
    expect(response.text).not.toContain('password');
  });

  it('searches title and content by word prefix, and company name and domain', async () => {
    await seed();
    const client = await adminClient();
    const titles = async (query: string) => {
      const response = await client.get<AdminReviewItem[]>(`/api/admin/reviews?${query}`);
      expect(response.status).toBe(200);
      return response.body.map((r) => r.title).sort();
    };
    expect(await titles('q=refun')).toEqual(['Refund refused']);
    expect(await titles('q=ONBOARD')).toEqual(['Average']);
    expect(await titles('q=slow%20answer')).toEqual(['Poor support']);
    expect(await titles('q=rockets')).toEqual(['Great delivery', 'Refund refused']);
    expect(await titles('q=zeta.io')).toEqual(['Average', 'Poor support']);
    expect(await titles("q=it's%20(&|!")).toEqual([]);
  });

  it('filters by the screen buttons and gives the stat cards of the filtered set', async () => {
    await seed();
    const client = await adminClient();
    const titles = async (filter: string) =>
      (await client.get<AdminReviewItem[]>(`/api/admin/reviews?filter=${filter}`)).body
        .map((r) => r.title)
        .sort();
    expect(await titles('complaints')).toEqual(['Refund refused']);
    expect(await titles('high')).toEqual(['Great delivery']);
    expect(await titles('low')).toEqual(['Poor support', 'Refund refused']);
    expect((await client.get('/api/admin/reviews?filter=best')).status).toBe(400);

    const all = await client.get<AdminReviewStats>('/api/admin/reviews/stats');
    expect(all.body).toEqual({ total: 4, complaints: 1, averageRating: 2.75, anonymous: 3 });
    const low = await client.get<AdminReviewStats>('/api/admin/reviews/stats?filter=low&q=zeta');
    expect(low.body).toEqual({ total: 1, complaints: 0, averageRating: 2, anonymous: 1 });
  });

  it("lists one account's reviews (the user detail's link), with their stat cards", async () => {
    const { ann } = await seed();
    const client = await adminClient();
    const mine = await client.get<AdminReviewItem[]>(`/api/admin/reviews?userId=${ann.id}`);
    expect(mine.body.map((r) => r.title)).toEqual(['Great delivery']);
    expect(mine.headers.get('x-total-count')).toBe('1');
    const stats = await client.get<AdminReviewStats>(`/api/admin/reviews/stats?userId=${ann.id}`);
    expect(stats.body).toEqual({ total: 1, complaints: 0, averageRating: 5, anonymous: 0 });
    const bad = await client.get('/api/admin/reviews?userId=ann');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: 'userId: must be a valid id' });
  });

  it('deletes a review with its votes and replies and keeps the counters right', async () => {
    const { acme } = await seed();
    const voter = await buildUser(db().knex);
    const target = await buildReview(db().knex, acme, { rating: 1, upvotes: 1, claps: 1 });
    await db()
      .knex('review_votes')
      .insert([
        { reviewId: target.id, voterId: voter.id, userId: voter.id, voteType: 'upvote' },
        { reviewId: target.id, voterId: voter.id, userId: voter.id, voteType: 'clap' },
      ]);
    await Company.query(db().knex)
      .findById(acme.id)
      .patch({ upvoteCount: 1, clapCount: 1 } as Partial<Company>);
    await db().knex('review_replies').insert({ reviewId: target.id, content: 'Sorry' });

    const client = await adminClient();
    const response = await client.delete(`/api/admin/reviews/${target.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      message: 'Review has been successfully deleted',
      id: target.id,
    });
    expect(await countRows(db().knex, 'review_votes', { reviewId: target.id })).toBe(0);
    expect(await countRows(db().knex, 'review_replies', { reviewId: target.id })).toBe(0);

    const after = await Company.query(db().knex).findById(acme.id);
    // Left: the 5-star review and the complaint, which is no star rating (starCounts.ts).
    expect(after).toMatchObject({ reviewCount: 2, ratingCount: 1, ratingSum: 5, upvoteCount: 0 });
    await recomputeCompanyCounters(db().knex, [acme.id]);
    const recounted = await Company.query(db().knex).findById(acme.id);
    for (const key of COUNTERS) expect(after?.[key]).toBe(recounted?.[key]);
    expect(after!.trustWeightSum).toBeCloseTo(recounted!.trustWeightSum, 6);
    expect(after!.trustRatingSum).toBeCloseTo(recounted!.trustRatingSum, 6);

    expect(
      await Activity.query(db().knex)
        .where({ type: 'review_deleted', entityId: String(target.id) })
        .resultSize(),
    ).toBe(1);
    expect((await client.delete(`/api/admin/reviews/${target.id}`)).status).toBe(404);
    expect((await client.delete('/api/admin/reviews/0')).status).toBe(400);
  });
});
