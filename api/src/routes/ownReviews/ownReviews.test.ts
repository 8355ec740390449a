import { beforeEach, describe, expect, it } from 'vitest';
import { Company } from '../../models/Company.ts';
import { Review } from '../../models/Review.ts';
import { countRows } from '../../test/count.ts';
import { useTestDatabase } from '../../test/database.ts';
import { buildCompany, buildReview, buildUser } from '../../test/factories.ts';
import { resetRateLimits } from '../../test/rateLimits.ts';
import { publishAnonymousReviews } from '../../test/settings.ts';
import { signInUser } from '../../test/signIn.ts';
import type { TestClient } from '../../test/testClient.ts';
import { newKey } from '../../test/testClient.ts';
import { useTestServer } from '../../test/testServer.ts';

interface Item {
  id: number;
  title: string;
  content: string;
  rating: number | null;
  type: string;
  isComplaint: boolean;
  editedAt: string | null;
  isMine: boolean;
}

/** An author edits and deletes their own reviews (issue 13, item 2). */
describe('PATCH and DELETE /api/reviews/{id}', () => {
  const db = useTestDatabase();
  const server = useTestServer(db);
  beforeEach(async () => {
    await resetRateLimits(db().knex);
    await db().knex('settings').delete();
    await publishAnonymousReviews(db().knex);
  });

  async function postAs(client: TestClient, domain: string, rating = 4) {
    const posted = await client.post<{ review: Item }>(`/api/companies/domain/${domain}/reviews`, {
      title: 'First take',
      content: 'It was fine',
      rating,
      isComplaint: false,
    });
    expect(posted.status).toBe(201);
    return posted.body.review;
  }

  const counters = async (companyId: number) =>
    Company.query(db().knex)
      .findById(companyId)
      .select('reviewCount', 'ratingCount', 'ratingSum', 'complaintCount', 'upvoteCount');

  it('answers 401, then 403 or 404 before looking at the body, then 400, and changes nothing', async () => {
    const company = await buildCompany(db().knex);
    const owner = await buildUser(db().knex);
    const review = await buildReview(db().knex, company, { userId: owner.id, title: 'Mine' });
    const url = `/api/reviews/${review.id}`;
    const body = { title: 'Hijacked', content: 'Changed', rating: 1 };

    const nobody = server().client();
    expect((await nobody.patch(url, body)).status).toBe(401);
    expect((await nobody.delete(url)).body).toEqual({ message: 'Authentication required' });
    expect(await countRows(db().knex, 'sessions')).toBe(0);

    const author = server().client();
    await signInUser(author, owner);
    const empty = await author.patch(url, { ...body, title: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      message: 'title: Please fill in both title and review content',
    });
    expect((await author.patch(url, { ...body, rating: 9 })).status).toBe(400);
    expect((await author.patch('/api/reviews/abc', body)).status).toBe(404);
    const nothing = await author.patch(url, {});
    expect(nothing.status).toBe(400);
    expect(nothing.body).toMatchObject({ message: 'Nothing to update' });

    const stranger = server().client();
    await signInUser(stranger, await buildUser(db().knex));
    const forbidden = await stranger.patch(url, body);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ message: 'You can only change your own reviews' });
    // Who may comes first: a stranger's malformed body is still a 403, not a lesson in shape.
    expect((await stranger.patch(url, { rating: 9 })).status).toBe(403);
    expect((await stranger.delete(url)).status).toBe(403);
    // An anonymous visitor with a session is not the author either.
    const visitor = server().client();
    await postAs(visitor, company.domain);
    expect((await visitor.patch(url, body)).status).toBe(403);

    const unknown = await author.patch('/api/reviews/999999', body);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Review not found' });
    expect((await author.patch('/api/reviews/999999', { title: '' })).status).toBe(404);
    expect((await author.delete('/api/reviews/999999')).status).toBe(404);

    expect(await Review.query(db().knex).findById(review.id)).toMatchObject({
      title: 'Mine',
      editedAt: null,
    });
  });

  it('lets the anonymous author edit, then delete, with counters following', async () => {
    const company = await buildCompany(db().knex);
    const author = server().client();
    const mine = await postAs(author, company.domain, 4);
    expect(await counters(company.id)).toMatchObject({ reviewCount: 1, ratingSum: 4 });

    const edited = await author.patch<{ review: Item }>(`/api/reviews/${mine.id}`, {
      title: ' Second take ',
      content: 'Worse than I thought',
      rating: 2,
      isComplaint: false,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.review).toMatchObject({
      id: mine.id,
      title: 'Second take',
      rating: 2,
      isMine: true,
      editedAt: expect.any(String),
    });
    expect(await counters(company.id)).toMatchObject({
      reviewCount: 1,
      ratingCount: 1,
      ratingSum: 2,
      complaintCount: 0,
    });
    const listed = await server()
      .client()
      .get<Item[]>(`/api/companies/domain/${company.domain}/reviews`);
    expect(listed.body[0]).toMatchObject({ title: 'Second take', editedAt: expect.any(String) });

    // The complaint flag turns it into a complaint (rating 1) in the complaints workflow.
    const complaint = await author.patch<{ review: Item }>(`/api/reviews/${mine.id}`, {
      title: 'Now a complaint',
      content: 'They never called back',
      isComplaint: true,
    });
    expect(complaint.body.review).toMatchObject({ type: 'complaint', rating: 1 });
    expect(await Review.query(db().knex).findById(mine.id)).toMatchObject({
      complaintStatus: 'pending',
    });
    // No longer a star rating: out of the average, counted as a complaint (starCounts.ts).
    expect(await counters(company.id)).toMatchObject({
      ratingCount: 0,
      ratingSum: 0,
      complaintCount: 1,
    });

    const deleted = await author.delete(`/api/reviews/${mine.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: 'Review deleted', id: mine.id });
    expect(await Review.query(db().knex).findById(mine.id)).toBeUndefined();
    expect(await counters(company.id)).toMatchObject({
      reviewCount: 0,
      ratingCount: 0,
      ratingSum: 0,
      complaintCount: 0,
    });
  });

  it('updates only the fields the body names (PATCH is partial)', async () => {
    const company = await buildCompany(db().knex);
    const author = server().client();
    const mine = await postAs(author, company.domain, 4);
    const url = `/api/reviews/${mine.id}`;

    const rated = await author.patch<{ review: Item }>(url, { rating: 5 });
    expect(rated.status).toBe(200);
    expect(rated.body.review).toMatchObject({
      title: 'First take',
      content: 'It was fine',
      rating: 5,
    });
    const retitled = await author.patch<{ review: Item }>(url, { title: 'Better' });
    expect(retitled.body.review).toMatchObject({
      title: 'Better',
      content: 'It was fine',
      rating: 5,
    });
    expect(await counters(company.id)).toMatchObject({ reviewCount: 1, ratingSum: 5 });

    // A complaint's stored 1 was never chosen: turning it back into a review needs a rating.
    const complaint = await author.patch<{ review: Item }>(url, { isComplaint: true });
    expect(complaint.body.review).toMatchObject({ type: 'complaint', rating: 1, title: 'Better' });
    const noRating = await author.patch(url, { isComplaint: false });
    expect(noRating.status).toBe(400);
    expect(noRating.body).toEqual({ message: 'rating: Please select a rating' });
    const back = await author.patch<{ review: Item }>(url, { isComplaint: false, rating: 3 });
    expect(back.body.review).toMatchObject({ type: 'review', rating: 3 });
  });

  it('keeps a comment a comment and keeps the votes a review had', async () => {
    const company = await buildCompany(db().knex);
    const owner = await buildUser(db().knex);
    const author = server().client();
    await signInUser(author, owner);
    const comment = await buildReview(db().knex, company, {
      userId: owner.id,
      type: 'comment',
    });
    const flagged = await author.patch(`/api/reviews/${comment.id}`, {
      title: 't',
      content: 'c',
      isComplaint: true,
    });
    expect(flagged.body).toEqual({
      message: 'isComplaint: A comment cannot be marked as a complaint',
    });
    const ok = await author.patch<{ review: Item }>(`/api/reviews/${comment.id}`, {
      title: 'Better comment',
      content: 'c',
    });
    expect(ok.body.review).toMatchObject({ type: 'comment', rating: null });

    const review = await buildReview(db().knex, company, { userId: owner.id, upvotes: 3 });
    await db().knex('companies').where('id', company.id).increment('upvoteCount', 3);
    await author.patch(`/api/reviews/${review.id}`, { title: 't', content: 'c', rating: 5 });
    expect(await counters(company.id)).toMatchObject({ upvoteCount: 3, ratingSum: 5 });
    await author.delete(`/api/reviews/${review.id}`);
    expect(await counters(company.id)).toMatchObject({ upvoteCount: 0, ratingSum: 0 });
  });

  it('edits and deletes exactly once under one Idempotency-Key', async () => {
    const company = await buildCompany(db().knex);
    const author = server().client();
    const mine = await postAs(author, company.domain, 5);
    const key = newKey();
    const body = { title: 'Once', content: 'Only once', rating: 3 };
    const first = await author.patch(`/api/reviews/${mine.id}`, body, { 'Idempotency-Key': key });
    const again = await author.patch(`/api/reviews/${mine.id}`, body, { 'Idempotency-Key': key });
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replay')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(
      await countRows(db().knex, 'activity', { type: 'review_edited', entityId: String(mine.id) }),
    ).toBe(1);

    const deleteKey = newKey();
    const gone = await author.delete(`/api/reviews/${mine.id}`, { 'Idempotency-Key': deleteKey });
    const replayed = await author.delete(`/api/reviews/${mine.id}`, {
      'Idempotency-Key': deleteKey,
    });
    expect(replayed.status).toBe(200);
    expect(replayed.body).toEqual(gone.body);
    expect(await counters(company.id)).toMatchObject({ reviewCount: 0 });
  });

  it('sends an edited review back to staff while auto-approval is off', async () => {
    const company = await buildCompany(db().knex);
    const author = server().client();
    const mine = await postAs(author, company.domain, 5);
    await db()
      .knex('settings')
      .insert({ key: 'autoApproveReviews', value: JSON.stringify(false) });
    await author.patch(`/api/reviews/${mine.id}`, { title: 'Swap', content: 'Spam', rating: 5 });
    expect(await Review.query(db().knex).findById(mine.id)).toMatchObject({
      status: 'pending',
      holdReason: 'moderation',
    });
    expect(await counters(company.id)).toMatchObject({ reviewCount: 0, ratingSum: 0 });
  });
});
