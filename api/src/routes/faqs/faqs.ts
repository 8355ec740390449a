import Router from '@koa/router';
import type { Context, Next } from 'koa';
import type { Context as ServiceContext } from '../../context.ts';
import { serviceContext } from '../../http/actor.ts';
import { unauthorized } from '../../http/errors.ts';
import { idempotent } from '../../http/idempotency.ts';
import { publicLimits } from '../../http/publicLimits.ts';
import { readOnReplica } from '../../http/readRouting.ts';
import { inputOf, validate } from '../../http/validate.ts';
import { presentFaq } from '../../presenters/question.ts';
import { createFaq } from '../../services/faqs/createFaq.ts';
import { deleteFaq } from '../../services/faqs/deleteFaq.ts';
import { listFaqs } from '../../services/faqs/listFaqs.ts';
import { updateFaq } from '../../services/faqs/updateFaq.ts';
import {
  FaqCreateRequestSchema,
  FaqDeleteRequestSchema,
  FaqListSchema,
  FaqUpdateRequestSchema,
} from './schema.ts';

/**
 * A company's FAQs (issue 14 item 4): shown on its profile, written by its claimed owner or by
 * staff (an admin session acts as staff here too).
 */
export const faqsRouter = new Router();

/**
 * Staff when an admin is signed in in this browser, else the public actor (the owner); inside
 * the transaction `idempotent()` opened, so the FAQ and its stored answer commit together.
 */
function writerContext(ctx: Context): ServiceContext {
  const base = serviceContext(ctx, ctx.state.admin ? 'admin' : 'public');
  return ctx.state.trx ? { ...base, knex: ctx.state.trx } : base;
}

/** FAQ writers: a signed-in user (the service decides if they own the company) or staff. */
async function requireFaqWriter(ctx: Context, next: Next): Promise<void> {
  if (ctx.state.actor.type !== 'user' && !ctx.state.admin) {
    throw unauthorized('Please sign in first');
  }
  await next();
}

const exactlyOnce = idempotent();

/**
 * The owner's writes come through the PWA's outbox with an Idempotency-Key, kept per user. A
 * staff session with no public actor has nobody to keep a key for (the admin panel writes
 * online, without keys), so there the key is not used.
 */
function idempotentForWriter(ctx: Context, next: Next): Promise<void> {
  return ctx.state.actor.type === 'anonymous' ? next() : exactlyOnce(ctx, next);
}

faqsRouter.get('/companies/:id/faqs', validate(FaqListSchema), async (ctx) => {
  const { params } = inputOf(ctx, FaqListSchema);
  ctx.body = (await readOnReplica(ctx, (reads) => listFaqs(reads, params.id))).map(presentFaq);
});

faqsRouter.post(
  '/companies/:id/faqs',
  publicLimits.faq,
  requireFaqWriter,
  validate(FaqCreateRequestSchema),
  idempotentForWriter,
  async (ctx) => {
    const { params, body } = inputOf(ctx, FaqCreateRequestSchema);
    ctx.status = 201;
    ctx.body = presentFaq(await createFaq(writerContext(ctx), params.id, body));
  },
);

faqsRouter.patch(
  '/faqs/:id',
  publicLimits.faq,
  requireFaqWriter,
  validate(FaqUpdateRequestSchema),
  idempotentForWriter,
  async (ctx) => {
    const { params, body } = inputOf(ctx, FaqUpdateRequestSchema);
    ctx.body = presentFaq(await updateFaq(writerContext(ctx), params.id, body));
  },
);

faqsRouter.delete(
  '/faqs/:id',
  publicLimits.faq,
  requireFaqWriter,
  validate(FaqDeleteRequestSchema),
  idempotentForWriter,
  async (ctx) => {
    const { params } = inputOf(ctx, FaqDeleteRequestSchema);
    const faq = await deleteFaq(writerContext(ctx), params.id);
    ctx.body = { message: 'FAQ deleted', id: faq.id };
  },
);
