import { z } from 'zod';
import { type PushMessage, pushMessageSchema } from '#shared/schemas/pushMessage';
import type { Context } from '../../context.ts';
import { JobFailure, type JobHandler } from '../../jobs/handler.ts';
import {
  claimDelivery,
  findPushedReview,
  type PushedReview,
  type PushRecipient,
  pushRecipients,
  recordDelivered,
  recordFailed,
  removeGoneSubscription,
} from './reviewPushQueries.ts';
import { type PushOutcome, sendPush } from './sendPush.ts';

const PayloadSchema = z.object({ reviewId: z.number().int().positive() });
/** Browsers read per query. */
const BATCH = 100;

const HEADLINE: Record<PushedReview['type'], string> = {
  review: 'New review of',
  complaint: 'New complaint about',
  comment: 'New comment on',
};

/** The notification: what was posted about whom, opening the company page. */
function reviewPushMessage(review: PushedReview): PushMessage {
  const stars = review.rating
    ? `${'★'.repeat(review.rating)}${'☆'.repeat(5 - review.rating)} `
    : '';
  const title = review.title.length > 120 ? `${review.title.slice(0, 119)}…` : review.title;
  const headline = `${HEADLINE[review.type]} ${review.companyName}`;
  // Parsed with the service worker's own schema: a message it would refuse is never sent.
  return pushMessageSchema.parse({
    title: headline.length > 200 ? `${headline.slice(0, 199)}…` : headline,
    body: `${stars}${title}`,
    url: `/company/${review.domain}`,
    tag: `review-${review.id}`,
  });
}

/**
 * The `push` job: one review's notification to every follower's browser with push on
 * (`reviewPushQueries.ts` says who, read now, so an unfollow since is respected). Each push is
 * claimed in `push_deliveries` and committed before it is sent, so a restart, a taken-over job
 * or a second instance never sends it twice (a crash in the middle of one send loses that one
 * push instead). 404/410 from the push service deletes the browser's subscription; any other
 * failure gives the claim back and counts (`push_failures_total`, the subscription's
 * `failure_count`), and the job fails retryably at the end, so the runner tries those again
 * with its back-off. Shutdown stops between two pushes; the job resumes after a restart.
 */
export const runReviewPushJob: JobHandler = async ({ ctx, job, abort }) => {
  const { reviewId } = PayloadSchema.parse(job.payload);
  const webPush = ctx.config.webPush;
  const review = await findPushedReview(ctx.knex, reviewId);
  // Push turned off since, or the review is no longer public: nothing to say.
  if (!webPush || !review) return { status: 'completed', result: { sent: 0 } };
  const message = reviewPushMessage(review);
  const transport = { webPush, allowPrivate: ctx.config.ai.allowPrivateFetch };
  const counts = { sent: 0, gone: 0, failed: 0 };
  let afterId = 0;
  for (;;) {
    const batch = await pushRecipients(ctx.knex, review, { afterId, limit: BATCH });
    for (const recipient of batch) {
      if (abort.aborted) return { status: 'stopped' };
      const outcome = await pushOnce(ctx, review, recipient, (target) =>
        sendPush(transport, target, message),
      );
      if (outcome !== 'claimed') counts[outcome] += 1;
      afterId = recipient.subscriptionId;
    }
    if (batch.length < BATCH) break;
  }
  if (counts.failed > 0) {
    throw new JobFailure(
      `${counts.failed} of ${counts.sent + counts.failed} pushes failed; they are retried`,
      true,
    );
  }
  return { status: 'completed', result: counts };
};

async function pushOnce(
  ctx: Context,
  review: PushedReview,
  recipient: PushRecipient,
  send: (target: PushRecipient) => Promise<PushOutcome>,
): Promise<'sent' | 'gone' | 'failed' | 'claimed'> {
  if (!(await claimDelivery(ctx.knex, review.id, recipient.subscriptionId))) return 'claimed';
  const outcome = await send(recipient);
  if (outcome.status === 'sent') {
    await recordDelivered(ctx.knex, review.id, recipient.subscriptionId);
    return 'sent';
  }
  if (outcome.status === 'gone') {
    await removeGoneSubscription(ctx.knex, recipient.subscriptionId);
    ctx.logger.info(
      { subscriptionId: recipient.subscriptionId, status: outcome.httpStatus },
      'push: subscription gone; removed',
    );
    return 'gone';
  }
  await recordFailed(ctx.knex, review.id, recipient.subscriptionId);
  ctx.logger.warn(
    { subscriptionId: recipient.subscriptionId, reviewId: review.id, reason: outcome.reason },
    'push: send failed; retried later',
  );
  return 'failed';
}
