import Router from '@koa/router';
import type { Context, Next } from 'koa';
import { idParam } from '#shared/schemas/common';
import type { ReviewDeleted, ReviewUpdated } from '#shared/types/api';
import { requireWriter } from '../../http/auth.ts';
import { notFound } from '../../http/errors.ts';
import { idempotent } from '../../http/idempotency.ts';
import { publicLimits } from '../../http/publicLimits.ts';
import { inputOf, validate } from '../../http/validate.ts';
import { requestContext } from '../../http/writer.ts';
import { presentReview } from '../../presenters/review.ts';
import { deleteOwnReview } from '../../services/reviews/deleteOwnReview.ts';
import { findOwnReview } from '../../services/reviews/findOwnReview.ts';
import { updateOwnReview } from '../../services/reviews/updateOwnReview.ts';
import { OwnReviewDeleteSchema, OwnReviewUpdateSchema } from './schema.ts';

/**
 * An author's own reviews (issue 13): edit and delete, by the signed-in user or the anonymous
 * session that wrote it. Both go through the offline outbox, so both honour Idempotency-Key.
 */
export const ownReviewsRouter = new Router();

/**
 * Who may, and does it exist, before what the body says: someone else's review is 403 and a
 * missing one 404 whatever the body holds, so a 400 never tells a stranger how to shape a
 * request. Mounted after `idempotent()`, so a replayed delete still gets its stored answer, and
 * inside its transaction. The service asks again under a row lock.
 */
async function requireOwnReview(ctx: Context, next: Next): Promise<void> {
  const id = idParam.safeParse(ctx.params.id);
  if (!id.success) throw notFound('Review not found');
  await findOwnReview(requestContext(ctx), id.data);
  await next();
}

ownReviewsRouter.patch(
  '/reviews/:id',
  publicLimits.ownReview,
  requireWriter,
  idempotent(),
  requireOwnReview,
  validate(OwnReviewUpdateSchema),
  async (ctx) => {
    const { params, body } = inputOf(ctx, OwnReviewUpdateSchema);
    const review = await updateOwnReview(requestContext(ctx), params.id, body);
    const answer: ReviewUpdated = {
      message: 'Review updated',
      review: presentReview(review, undefined, ctx.state.actor),
    };
    ctx.body = answer;
  },
);

ownReviewsRouter.delete(
  '/reviews/:id',
  publicLimits.ownReview,
  requireWriter,
  idempotent(),
  requireOwnReview,
  validate(OwnReviewDeleteSchema),
  async (ctx) => {
    const { params } = inputOf(ctx, OwnReviewDeleteSchema);
    const review = await deleteOwnReview(requestContext(ctx), params.id);
    const answer: ReviewDeleted = { message: 'Review deleted', id: review.id };
    ctx.body = answer;
  },
);
