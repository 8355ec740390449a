import type { Context } from '../../context.ts';
import { ReviewReply } from '../../models/ReviewReply.ts';
import { findVisibleReview } from '../reviews/visibleReview.ts';

/** An item's replies, oldest first (nested ones point at their parent), one page at a time. */
export async function listReplies(
  ctx: Context,
  reviewId: number,
  page: { limit: number; offset: number },
): Promise<{ replies: ReviewReply[]; total: number }> {
  const review = await findVisibleReview(ctx.knex, ctx.actor, reviewId);
  const replies = await ReviewReply.query(ctx.knex)
    .where('reviewId', reviewId)
    .orderBy([
      { column: 'createdAt', order: 'asc' },
      { column: 'id', order: 'asc' },
    ])
    .limit(page.limit)
    .offset(page.offset);
  return { replies, total: review.replyCount };
}
