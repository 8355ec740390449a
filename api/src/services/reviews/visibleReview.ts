import type { Knex } from 'knex';
import type { Actor } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { Review } from '../../models/Review.ts';
import { isReviewAuthor } from '../../policies/reviewAuthor.ts';
import { REVIEW_NOT_FOUND } from './voteOnReview.ts';

/**
 * A review as `actor` may see it (issue 13): a published one for anyone; a held (pending) or
 * rejected one only for its author and staff. For everyone else it does not exist (404), so a
 * write path cannot tell a stranger that a hidden review is there.
 */
export async function findVisibleReview(
  knex: Knex,
  actor: Actor,
  reviewId: number,
): Promise<Pick<Review, 'id' | 'companyId' | 'replyCount'>> {
  const review = await Review.query(knex)
    .findById(reviewId)
    .select('id', 'companyId', 'replyCount', 'status', 'userId', 'visitorId');
  if (!review) throw notFound(REVIEW_NOT_FOUND);
  if (review.status === 'published' || actor.type === 'admin') return review;
  if (!isReviewAuthor(actor, review)) throw notFound(REVIEW_NOT_FOUND);
  return review;
}
