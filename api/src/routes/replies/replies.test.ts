import { beforeEach, describe, expect, it } from 'vitest';
import { Review } from '../../models/Review.ts';
import { countRows } from '../../test/count.ts';
import { useTestDatabase } from '../../test/database.ts';
import { buildCompany, buildReview } from '../../test/factories.ts';
import { resetRateLimits } from '../../test/rateLimits.ts';
import { useTestServer } from '../../test/testServer.ts';

interface Reply {
  id: number;
  reviewId: number;
  parentReplyId: number | null;
  content: string;
  createdAt: string;
}

describe('replies', () => {
  const db = useTestDatabase();
  const server = useTestServer(db);
  const client = () => server().client();
  beforeEach(() => resetRateLimits(db().knex));

  async function aReview() {
    return buildReview(db().knex, await buildCompany(db().knex));
  }

  describe('POST /api/reviews/{id}/replies', () => {
    it('answers 400 for bad input and 404 for an unknown review, writing nothing', async () => {
      const review = await aReview();
      const replies = await countRows(db().knex, 'review_replies');
      expect((await client().post('/api/reviews/0/replies', { content: 'x' })).status).toBe(400);
      const empty = await client().post(`/api/reviews/${review.id}/replies`, { content: '   ' });
      expect(empty.body).toMatchObject({ message: 'content: Reply cannot be empty' });
      const long = await client().post(`/api/reviews/${review.id}/replies`, {
        content: 'x'.repeat(2001),
      });
      expect(long.status).toBe(400);
      const missing = await client().post('/api/reviews/999999/replies', { content: 'Hi' });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ message: 'Review not found' });
      expect(await countRows(db().knex, 'review_replies')).toBe(replies);
    });

    it('refuses a parent reply of another review', async () => {
      const [first, second] = [await aReview(), await aReview()];
      const parent = await client().post<Reply>(`/api/reviews/${first.id}/replies`, {
        content: 'Parent',
      });
      const response = await client().post(`/api/reviews/${second.id}/replies`, {
        content: 'Wrong thread',
        parentReplyId: parent.body.id,
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        message: 'parentReplyId must be a reply to the same review',
      });
      const unknownParent = await client().post(`/api/reviews/${second.id}/replies`, {
        content: 'No parent',
        parentReplyId: 999999,
      });
      expect(unknownParent.status).toBe(400);
    });

    it('adds trimmed replies, nested ones under their parent, and counts them', async () => {
      const review = await aReview();
      const top = await client().post<Reply>(`/api/reviews/${review.id}/replies`, {
        content: '  Thanks!  ',
      });
      expect(top.status).toBe(201);
      expect(top.body).toEqual({
        id: expect.any(Number),
        reviewId: review.id,
        parentReplyId: null,
        content: 'Thanks!',
        createdAt: expect.any(String),
      });
      const nested = await client().post<Reply>(`/api/reviews/${review.id}/replies`, {
        content: 'Agreed',
        parentReplyId: top.body.id,
      });
      expect(nested.body.parentReplyId).toBe(top.body.id);
      expect((await Review.query(db().knex).findById(review.id))?.replyCount).toBe(2);
      expect(await countRows(db().knex, 'activity', { type: 'reply_posted' })).toBeGreaterThan(0);
    });
  });

  describe('GET /api/reviews/{id}/replies', () => {
    it('answers 400 and 404', async () => {
      expect((await client().get('/api/reviews/abc/replies')).status).toBe(400);
      expect((await client().get('/api/reviews/999999/replies')).status).toBe(404);
    });

    it('lists oldest first, paginated', async () => {
      const review = await aReview();
      for (const content of ['one', 'two', 'three']) {
        await client().post(`/api/reviews/${review.id}/replies`, { content });
      }
      const all = await client().get<Reply[]>(`/api/reviews/${review.id}/replies`);
      expect(all.body.map((r) => r.content)).toEqual(['one', 'two', 'three']);
      expect(all.headers.get('x-total-count')).toBe('3');
      const page = await client().get<Reply[]>(
        `/api/reviews/${review.id}/replies?limit=1&offset=1`,
      );
      expect(page.body.map((r) => r.content)).toEqual(['two']);
    });
  });
});
