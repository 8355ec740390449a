import { describe, expect, it } from 'vitest';
import { Company } from '../../models/Company.ts';
import { Review } from '../../models/Review.ts';
import { countRows } from '../../test/count.ts';
import { useTestDatabase } from '../../test/database.ts';
import { buildCompany, buildReview, buildUser, signIn } from '../../test/publicFixtures.ts';
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

    it('votes as the signed-in user', async () => {
      const user = await buildUser(db().knex);
      const company = await buildCompany(db().knex);
      const review = await buildReview(db().knex, company);
      const browser = client();
      await signIn(browser, user);
      expect(
        (await browser.post(`/api/reviews/${review.id}/vote`, { voteType: 'upvote' })).status,
      ).toBe(201);
      const [row] = await db().knex('review_votes').where({ reviewId: review.id });
      expect(row).toMatchObject({ voterId: user.id, userId: user.id });
    });

    it('counts 100 concurrent upvotes from 100 visitors exactly', async () => {
      const company = await buildCompany(db().knex);
      const review = await buildReview(db().knex, company);
      const answers = await Promise.all(
        Array.from({ length: 100 }, () =>
          client().post(`/api/reviews/${review.id}/vote`, { voteType: 'upvote' }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(100).fill(201));
      expect((await Review.query(db().knex).findById(review.id))?.upvotes).toBe(100);
      expect((await Company.query(db().knex).findById(company.id))?.upvoteCount).toBe(100);
      expect(await countRows(db().knex, 'review_votes', { reviewId: review.id })).toBe(100);
    });
  });
});
