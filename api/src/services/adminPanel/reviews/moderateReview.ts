import { type Context, withTransaction } from '../../../context.ts';
import { conflict, notFound } from '../../../http/errors.ts';
import { Review } from '../../../models/Review.ts';
import { authorizeAdmin } from '../../../policies/adminPolicy.ts';
import { recordActivity } from '../../activity/recordActivity.ts';
import { applyReviewEditToCounters } from '../../companies/counters.ts';
import { queueReviewPush } from '../../push/queueReviewPush.ts';
import { notifyAuthorOfPublication } from '../../reviews/notifyAuthor.ts';

/**
 * Staff decide a held review (admin Reviews screen, Pending filter): approving publishes it and
 * adds it to its company's counters in the same transaction and mails its author; rejecting
 * keeps it out of every public read. Only a pending review can be decided (409 otherwise).
 */
export async function approveReview(ctx: Context, id: number): Promise<Review> {
  return decideReview(ctx, id, 'published');
}

export async function rejectReview(ctx: Context, id: number): Promise<Review> {
  return decideReview(ctx, id, 'rejected');
}

async function decideReview(
  ctx: Context,
  id: number,
  decision: 'published' | 'rejected',
): Promise<Review> {
  authorizeAdmin(ctx.actor, 'moderate');
  return withTransaction(ctx, async (trx) => {
    const review = await Review.query(trx.knex).findById(id).forUpdate();
    if (!review) throw notFound('Review not found');
    if (review.status !== 'pending') throw conflict(`This review is already ${review.status}`);
    // patchAndFetch updates the instance it is called on: count from a copy of the old one.
    const held = review.$clone();
    const decided = await review
      .$query(trx.knex)
      .patchAndFetch({ status: decision, holdReason: null });
    await applyReviewEditToCounters(trx.knex, held, decided);
    if (decision === 'published') {
      await notifyAuthorOfPublication(trx, decided);
      await queueReviewPush(trx, decided.id);
    }
    await recordActivity(trx, {
      type: decision === 'published' ? 'review_approved' : 'review_rejected',
      message: `Review ${decision === 'published' ? 'approved' : 'rejected'}: "${review.title}"`,
      entityType: 'review',
      entityId: review.id,
      metadata: { companyId: review.companyId },
    });
    return decided;
  });
}
