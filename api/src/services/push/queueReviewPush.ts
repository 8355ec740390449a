import type { Context } from '../../context.ts';
import { enqueueJob } from '../../jobs/enqueue.ts';
import { findPushedReview, hasPushRecipients } from './reviewPushQueries.ts';

const PUSH_JOB = 'push';
/** Retried failures wait 30 s, 2 min, 8 min, 32 min (the runner's back-off), then stop. */
const PUSH_ATTEMPTS = 5;

/**
 * A review was just published (posted, released by its author's verification, or approved by
 * staff): when Web Push is on and any follower of its company has a browser with push on, a
 * `push` job is queued in the same transaction, to be sent by the job runner
 * (`sendReviewPushes.ts`). One live job per review.
 */
export async function queueReviewPush(ctx: Context, reviewId: number): Promise<void> {
  if (!ctx.config.webPush) return;
  const review = await findPushedReview(ctx.knex, reviewId);
  if (!review || !(await hasPushRecipients(ctx.knex, review))) return;
  await enqueueJob(ctx.knex, {
    type: PUSH_JOB,
    uniqueKey: `push:review:${review.id}`,
    payload: { reviewId: review.id },
    maxAttempts: PUSH_ATTEMPTS,
  });
}
