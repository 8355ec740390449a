import Router from '@koa/router';
import { serviceContext } from '../../http/actor.ts';
import { requireAdmin, requireUser } from '../../http/auth.ts';
import { idempotent } from '../../http/idempotency.ts';
import { publicLimits } from '../../http/publicLimits.ts';
import { inputOf, validate } from '../../http/validate.ts';
import { requestContext } from '../../http/writer.ts';
import { presentReview } from '../../presenters/review.ts';
import { deleteReviewResponse, putReviewResponse } from '../../services/reviews/reviewResponse.ts';
import { ResponseDeleteSchema, ResponsePutSchema } from './schema.ts';

/** The claimed owner's response to a review (issue 13); staff may remove one. */
export const reviewResponsesRouter = new Router();

reviewResponsesRouter.put(
  '/reviews/:id/response',
  publicLimits.response,
  requireUser,
  validate(ResponsePutSchema),
  idempotent(),
  async (ctx) => {
    const { params, body } = inputOf(ctx, ResponsePutSchema);
    const { review, created } = await putReviewResponse(requestContext(ctx), params.id, body);
    ctx.status = created ? 201 : 200;
    ctx.body = {
      message: created ? 'Response posted' : 'Response updated',
      review: presentReview(review, undefined, ctx.state.actor),
    };
  },
);

reviewResponsesRouter.delete(
  '/reviews/:id/response',
  publicLimits.response,
  requireUser,
  validate(ResponseDeleteSchema),
  idempotent(),
  async (ctx) => {
    const { params } = inputOf(ctx, ResponseDeleteSchema);
    const review = await deleteReviewResponse(requestContext(ctx), params.id);
    ctx.body = { message: 'Response removed', id: review.id };
  },
);

reviewResponsesRouter.delete(
  '/admin/reviews/:id/response',
  requireAdmin(),
  validate(ResponseDeleteSchema),
  async (ctx) => {
    const { params } = inputOf(ctx, ResponseDeleteSchema);
    const review = await deleteReviewResponse(serviceContext(ctx, 'admin'), params.id);
    ctx.body = { message: 'Response removed', id: review.id };
  },
);
