import type { Context } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { Review } from '../../models/Review.ts';
import { assertReviewAuthor } from '../../policies/reviewAuthor.ts';

/**
 * The review `id` names, if it exists for the public (a rejected review does not) and the actor
 * wrote it: 404, then 403, otherwise. Editing and deleting ask this first, and again under a row
 * lock inside their transaction.
 */
export async function findOwnReview(ctx: Context, id: number, lock = false): Promise<Review> {
  const query = Review.query(ctx.knex).findById(id);
  const review = await (lock ? query.forUpdate() : query);
  if (!review || review.status === 'rejected') throw notFound('Review not found');
  assertReviewAuthor(ctx.actor, review);
  return review;
}
