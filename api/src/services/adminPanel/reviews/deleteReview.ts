import { type Context, withTransaction } from '../../../context.ts';
import { notFound } from '../../../http/errors.ts';
import { Review } from '../../../models/Review.ts';
import { authorizeAdmin } from '../../../policies/adminPolicy.ts';
import { recordActivity } from '../../activity/recordActivity.ts';
import { applyReviewToCounters } from '../../companies/counters.ts';

/**
 * Deletes a review, complaint or comment (`DELETE /api/admin/reviews/{id}`,
 * `review-admin reviews delete`). Its votes and replies go with it (ON DELETE CASCADE), and the
 * company's counters lose it — rating, complaint and the votes it had — in the same transaction.
 */
export async function deleteReview(ctx: Context, id: number): Promise<Review> {
  authorizeAdmin(ctx.actor, 'moderate');
  return withTransaction(ctx, async (trx) => {
    const review = await Review.query(trx.knex)
      .findById(id)
      .withGraphFetched('company(companyBrief)')
      .modifiers({ companyBrief: (builder) => builder.select('id', 'name', 'domain') })
      .forUpdate();
    if (!review) throw notFound('Review not found');
    await Review.query(trx.knex).deleteById(id);
    await applyReviewToCounters(trx.knex, review, -1);
    await recordActivity(trx, {
      type: 'review_deleted',
      message: `${review.type === 'review' ? 'Review' : review.type === 'complaint' ? 'Complaint' : 'Comment'} deleted: "${review.title}" (${review.company?.name ?? 'unknown company'})`,
      entityType: 'review',
      entityId: id,
      metadata: { companyId: review.companyId, title: review.title, rating: review.rating },
    });
    return review;
  });
}
