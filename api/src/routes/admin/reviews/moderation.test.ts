import { beforeEach, describe, expect, it } from 'vitest';
import { Activity } from '../../../models/Activity.ts';
import { Company } from '../../../models/Company.ts';
import { Review } from '../../../models/Review.ts';
import { useTestDatabase } from '../../../test/database.ts';
import { buildAdmin, buildCompany } from '../../../test/factories.ts';
import { resetRateLimits } from '../../../test/rateLimits.ts';
import { publishAnonymousReviews } from '../../../test/settings.ts';
import { signInAdmin } from '../../../test/signIn.ts';
import { newKey } from '../../../test/testClient.ts';
import { useTestServer } from '../../../test/testServer.ts';

interface Item {
  id: number;
  title: string;
  status: string;
}

/** "Auto-approve reviews" off: new reviews wait for staff (issue 13, item 5). */
describe('moderation before publication', () => {
  const db = useTestDatabase();
  const server = useTestServer(db);
  beforeEach(async () => {
    await resetRateLimits(db().knex);
    await db().knex('settings').delete();
    await publishAnonymousReviews(db().knex);
  });

  async function holdNewReviews() {
    const admin = await signInAdmin(server().client(), await buildAdmin(db().knex));
    const saved = await admin.put('/api/admin/settings', { autoApproveReviews: false });
    expect(saved.status).toBe(200);
    return admin;
  }

  it('holds a new review, shows it only to its author and staff, and publishes it on approval', async () => {
    const admin = await holdNewReviews();
    const company = await buildCompany(db().knex);
    const author = server().client();
    const posted = await author.post<{ review: Item }>(
      `/api/companies/domain/${company.domain}/reviews`,
      { title: 'Held back', content: 'Waits for staff', rating: 2, isComplaint: false },
      { 'Idempotency-Key': newKey() },
    );
    expect(posted.status).toBe(201);
    expect(posted.body.review.status).toBe('pending');
    const id = posted.body.review.id;
    expect(await Review.query(db().knex).findById(id)).toMatchObject({
      status: 'pending',
      holdReason: 'moderation',
    });
    expect(await Company.query(db().knex).findById(company.id)).toMatchObject({
      reviewCount: 0,
      ratingCount: 0,
    });

    const list = `/api/companies/domain/${company.domain}/reviews`;
    expect((await server().client().get<Item[]>(list)).body).toEqual([]);
    expect((await author.get<Item[]>(list)).body.map((item) => item.status)).toEqual(['pending']);

    const pending = await admin.get<Item[]>('/api/admin/reviews?filter=pending');
    expect(pending.body.map((item) => [item.id, item.status])).toEqual([[id, 'pending']]);
    expect((await admin.get<Item[]>('/api/admin/reviews?filter=nope')).status).toBe(400);

    const approved = await admin.post(`/api/admin/reviews/${id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body).toEqual({ message: 'Review published', id, status: 'published' });
    expect(await Company.query(db().knex).findById(company.id)).toMatchObject({
      reviewCount: 1,
      ratingCount: 1,
      ratingSum: 2,
    });
    expect((await server().client().get<Item[]>(list)).body.map((item) => item.id)).toEqual([id]);
    expect(await Activity.query(db().knex).where({ type: 'review_approved' })).toHaveLength(1);

    // Decided once: a second decision is a conflict and changes nothing.
    const again = await admin.post(`/api/admin/reviews/${id}/reject`);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'This review is already published' });
    expect(await Company.query(db().knex).findById(company.id)).toMatchObject({ reviewCount: 1 });
  });

  it('rejects a held review: it never becomes public or counted', async () => {
    const admin = await holdNewReviews();
    const company = await buildCompany(db().knex);
    const posted = await server()
      .client()
      .post<{ review: Item }>(`/api/companies/domain/${company.domain}/reviews`, {
        title: 'Spam',
        content: 'Buy now',
        rating: 5,
        isComplaint: false,
      });
    const id = posted.body.review.id;
    const rejected = await admin.post(`/api/admin/reviews/${id}/reject`);
    expect(rejected.body).toEqual({ message: 'Review rejected', id, status: 'rejected' });
    expect((await admin.get<Item[]>('/api/admin/reviews?filter=pending')).body).toEqual([]);
    expect(
      (await server().client().get<Item[]>(`/api/companies/domain/${company.domain}/reviews`)).body,
    ).toEqual([]);
    expect(await Company.query(db().knex).findById(company.id)).toMatchObject({ reviewCount: 0 });
  });

  it('answers 401 without an admin, 400 for a bad id and 404 for an unknown review', async () => {
    const admin = await signInAdmin(server().client(), await buildAdmin(db().knex));
    expect((await server().client().post('/api/admin/reviews/1/approve')).status).toBe(401);
    const bad = await admin.post('/api/admin/reviews/abc/approve');
    expect(bad.status).toBe(400);
    const unknown = await admin.post('/api/admin/reviews/999999/reject');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Review not found' });
  });

  it('publishes at once while auto-approval is on (the default)', async () => {
    const company = await buildCompany(db().knex);
    const posted = await server()
      .client()
      .post<{ review: Item }>(`/api/companies/domain/${company.domain}/reviews`, {
        title: 'Straight out',
        content: 'No wait',
        rating: 4,
        isComplaint: false,
      });
    expect(posted.body.review.status).toBe('published');
  });
});
