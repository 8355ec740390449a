import Router from '@koa/router';
import type { ReviewDeleted, ReviewUpdated } from '#shared/types/api';
import { requireWriter } from '../../http/auth.ts';
import { idempotent } from '../../http/idempotency.ts';
import { publicLimits } from '../../http/publicLimits.ts';
import { inputOf, validate } from '../../http/validate.ts';
import { requestContext } from '../../http/writer.ts';
import { presentReview } from '../../presenters/review.ts';
import { deleteOwnReview } from '../../services/reviews/deleteOwnReview.ts';
import { updateOwnReview } from '../../services/reviews/updateOwnReview.ts';
import { OwnReviewDeleteSchema, OwnReviewUpdateSchema } from './schema.ts';

/**
 * An author's own reviews (issue 13): edit and delete, by the signed-in user or the anonymous
 * session that wrote it. Both go through the offline outbox, so both honour Idempotency-Key.
 */
export const ownReviewsRouter = new Router();

ownReviewsRouter.patch(
  '/reviews/:id',
  publicLimits.ownReview,
  requireWriter,
  validate(OwnReviewUpdateSchema),
  idempotent(),
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
  validate(OwnReviewDeleteSchema),
  idempotent(),
  async (ctx) => {
    const { params } = inputOf(ctx, OwnReviewDeleteSchema);
    const review = await deleteOwnReview(requestContext(ctx), params.id);
    const answer: ReviewDeleted = { message: 'Review deleted', id: review.id };
    ctx.body = answer;
  },
);
