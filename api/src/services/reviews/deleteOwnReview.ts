import { type Context, withTransaction } from '../../context.ts';
import { Review } from '../../models/Review.ts';
import { assertCanWrite } from '../../policies/publicActions.ts';
import { recordActivity } from '../activity/recordActivity.ts';
import { applyReviewToCounters } from '../companies/counters.ts';
import { findOwnReview } from './findOwnReview.ts';

/**
 * Its author deletes a review (`DELETE /api/reviews/{id}`, issue 13). Its votes, replies and
 * views go with it (ON DELETE CASCADE); the company's counters lose it, with the votes it had,
 * in the same transaction.
 */
export async function deleteOwnReview(ctx: Context, id: number): Promise<Review> {
  assertCanWrite(ctx.actor);
  return withTransaction(ctx, async (trx) => {
    const review = await findOwnReview(trx, id, true);
    await Review.query(trx.knex).deleteById(id);
    await applyReviewToCounters(trx.knex, review, -1);
    await recordActivity(trx, {
      type: 'review_deleted',
      message: `Review deleted by its author: "${review.title}"`,
      entityType: 'review',
      entityId: id,
      metadata: { companyId: review.companyId, title: review.title, rating: review.rating },
    });
    return review;
  });
}
