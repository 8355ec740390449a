import { beforeEach, describe, expect, it } from 'vitest';
import { Review } from '../../models/Review.ts';
import { countRows } from '../../test/count.ts';
import { useTestDatabase } from '../../test/database.ts';
import { buildCompany, buildReview, buildUser } from '../../test/factories.ts';
import { resetRateLimits } from '../../test/rateLimits.ts';
import { signInUser } from '../../test/signIn.ts';
import { useTestServer } from '../../test/testServer.ts';

/**
 * A held (pending) or rejected review is not public (issue 13): votes, replies and flags on it
 * answer 404 to anyone but its author, as if it did not exist, and write nothing.
 */
describe('writes on a review that is not published', () => {
  const db = useTestDatabase();
  const server = useTestServer(db);
  beforeEach(() => resetRateLimits(db().knex));

  for (const status of ['pending', 'rejected'] as const) {
    it(`answers 404 to strangers on a ${status} review and writes nothing`, async () => {
      const company = await buildCompany(db().knex);
      const author = await buildUser(db().knex);
      const review = await buildReview(db().knex, company, {
        userId: author.id,
        status,
        holdReason: status === 'pending' ? 'moderation' : null,
      } as Partial<Review>);
      const stranger = server().client();
      const otherUser = server().client();
      await signInUser(otherUser, await buildUser(db().knex));
      const sessions = await countRows(db().knex, 'sessions');

      for (const client of [stranger, otherUser]) {
        const answers = [
          await client.post(`/api/reviews/${review.id}/vote`, { voteType: 'upvote' }),
          await client.post(`/api/reviews/${review.id}/replies`, { content: 'Is this real?' }),
          await client.get(`/api/reviews/${review.id}/replies`),
          await client.post(`/api/reviews/${review.id}/flags`, { reason: 'fake' }),
        ];
        expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404]);
        expect(answers.map((answer) => answer.body)).toEqual(
          Array(4).fill({ message: 'Review not found' }),
        );
      }
      expect(await countRows(db().knex, 'review_votes')).toBe(0);
      expect(await countRows(db().knex, 'review_replies')).toBe(0);
      expect(await countRows(db().knex, 'review_flags')).toBe(0);
      // The anonymous stranger got no visitor session out of the refused writes.
      expect(await countRows(db().knex, 'sessions')).toBe(sessions);
      const stored = await Review.query(db().knex).findById(review.id);
      expect(stored).toMatchObject({ upvotes: 0, replyCount: 0, openFlagCount: 0 });
    });
  }

  it('lets the author reply to their own held review and read the replies', async () => {
    const company = await buildCompany(db().knex);
    const author = await buildUser(db().knex);
    const review = await buildReview(db().knex, company, {
      userId: author.id,
      status: 'pending',
      holdReason: 'moderation',
    } as Partial<Review>);
    const client = server().client();
    await signInUser(client, author);
    const reply = await client.post(`/api/reviews/${review.id}/replies`, {
      content: 'One more detail',
    });
    expect(reply.status).toBe(201);
    const listed = await client.get<Array<{ content: string }>>(
      `/api/reviews/${review.id}/replies`,
    );
    expect(listed.body.map((item) => item.content)).toEqual(['One more detail']);
    // Still hidden from everyone else, replies included.
    expect((await server().client().get(`/api/reviews/${review.id}/replies`)).status).toBe(404);
  });
});
