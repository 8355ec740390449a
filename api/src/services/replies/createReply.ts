import type { ReplyCreateInput } from '#shared/schemas/reviews';
import { type Context, withTransaction } from '../../context.ts';
import { badRequest } from '../../http/errors.ts';
import { ReviewReply } from '../../models/ReviewReply.ts';
import { assertCanWrite } from '../../policies/publicActions.ts';
import { recordActivity } from '../activity/recordActivity.ts';
import { countReply } from '../reviews/reviewCounterQueries.ts';
import { findVisibleReview } from '../reviews/visibleReview.ts';

const PARENT_NOT_IN_REVIEW = 'parentReplyId must be a reply to the same review';

/** Adds a reply to an item (optionally under another reply of the same item). */
export async function createReply(
  ctx: Context,
  reviewId: number,
  input: ReplyCreateInput,
): Promise<ReviewReply> {
  assertCanWrite(ctx.actor);
  return withTransaction(ctx, async (trx) => {
    const { knex, actor } = trx;
    // A held review takes replies only from its author (issue 13).
    const review = await findVisibleReview(knex, actor, reviewId);
    const parentReplyId = input.parentReplyId ?? null;
    if (parentReplyId !== null) {
      const parent = await ReviewReply.query(knex).findById(parentReplyId).select('reviewId');
      if (parent?.reviewId !== reviewId) throw badRequest(PARENT_NOT_IN_REVIEW);
    }
    const reply = await ReviewReply.query(knex)
      .insert({
        reviewId,
        parentReplyId,
        content: input.content,
        userId: actor.type === 'user' ? actor.user.id : null,
        visitorId: actor.type === 'visitor' ? actor.visitorId : null,
      })
      .returning('*');
    await countReply(knex, reviewId);
    await recordActivity(trx, {
      type: 'reply_posted',
      message: 'New reply to a review',
      entityType: 'review',
      entityId: reviewId,
      metadata: { replyId: reply.id, companyId: review.companyId },
    });
    return reply;
  });
}
