import Router from '@koa/router';
import { idempotent } from '../../http/idempotency.ts';
import { publicLimits } from '../../http/publicLimits.ts';
import { inputOf, validate } from '../../http/validate.ts';
import { asWriter, requestContext } from '../../http/writer.ts';
import { flagReview } from '../../services/reviews/flagReview.ts';
import { FlagCreateSchema } from './schema.ts';

/** Any visitor flags a review for staff (issue 13): one flag per visitor per review. */
export const reviewFlagsRouter = new Router();

reviewFlagsRouter.post(
  '/reviews/:id/flags',
  publicLimits.flag,
  asWriter,
  validate(FlagCreateSchema),
  idempotent(),
  async (ctx) => {
    const { params, body } = inputOf(ctx, FlagCreateSchema);
    const flag = await flagReview(requestContext(ctx), params.id, body);
    ctx.status = 201;
    ctx.body = { message: 'Thank you: our team will review this report', id: flag.id };
  },
);
