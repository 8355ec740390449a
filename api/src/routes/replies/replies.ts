import Router from '@koa/router';
import { idempotent } from '../../http/idempotency.ts';
import { publicLimits } from '../../http/publicLimits.ts';
import { readOnReplica } from '../../http/readRouting.ts';
import { inputOf, validate } from '../../http/validate.ts';
import { asWriter, requestContext } from '../../http/writer.ts';
import { presentReply } from '../../presenters/reply.ts';
import { createReply } from '../../services/replies/createReply.ts';
import { listReplies } from '../../services/replies/listReplies.ts';
import { ReplyCreateRequestSchema, ReplyListSchema } from './schema.ts';

/** Replies under a review, complaint or comment, nested by `parentReplyId`. */
export const repliesRouter = new Router({ prefix: '/reviews/:id/replies' });

repliesRouter.get('/', validate(ReplyListSchema), async (ctx) => {
  const { params, query } = inputOf(ctx, ReplyListSchema);
  const page = await readOnReplica(ctx, (reads) => listReplies(reads, params.id, query));
  ctx.set('X-Total-Count', String(page.total));
  ctx.body = page.replies.map(presentReply);
});

repliesRouter.post(
  '/',
  publicLimits.reply,
  asWriter,
  validate(ReplyCreateRequestSchema),
  idempotent(),
  async (ctx) => {
    const { params, body } = inputOf(ctx, ReplyCreateRequestSchema);
    const reply = await createReply(requestContext(ctx), params.id, body);
    ctx.status = 201;
    ctx.body = presentReply(reply);
  },
);
