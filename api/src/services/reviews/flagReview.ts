import type { ReviewFlagInput } from '#shared/schemas/reviews';
import { type Context, withTransaction } from '../../context.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { Review } from '../../models/Review.ts';
import { assertCanWrite } from '../../policies/publicActions.ts';
import { countOpenFlag } from './reviewCounterQueries.ts';

const ALREADY_FLAGGED = 'You have already flagged this review';

/**
 * A visitor flags a public review with a reason (issue 13): one flag per visitor (or user) per
 * review, 409 on a repeat. The review's open-flag count moves in the same transaction, so the
 * admin Flagged filter needs no aggregate.
 */
export async function flagReview(
  ctx: Context,
  reviewId: number,
  input: ReviewFlagInput,
): Promise<{ id: number }> {
  assertCanWrite(ctx.actor);
  const flaggerId = ctx.actor.type === 'user' ? ctx.actor.user.id : ctx.actor.visitorId;
  const userId = ctx.actor.type === 'user' ? ctx.actor.user.id : null;
  return withTransaction(ctx, async (trx) => {
    const review = await Review.query(trx.knex).findById(reviewId).select('id', 'status');
    if (review?.status !== 'published') throw notFound('Review not found');
    const [flag] = (await trx
      .knex('review_flags')
      .insert({
        reviewId,
        flaggerId,
        userId,
        reason: input.reason,
        details: input.details || null,
      })
      .onConflict(['reviewId', 'flaggerId'])
      .ignore()
      .returning('id')) as Array<{ id: number }>;
    if (!flag) throw conflict(ALREADY_FLAGGED);
    await countOpenFlag(trx.knex, reviewId);
    return { id: flag.id };
  });
}
