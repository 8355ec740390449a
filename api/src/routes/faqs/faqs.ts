import Router from '@koa/router';
import type { Context } from 'koa';
import { serviceContext } from '../../http/actor.ts';
import { publicLimits } from '../../http/publicLimits.ts';
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

/** Staff when an admin is signed in in this browser, else the public actor (the owner). */
const writerContext = (ctx: Context) => serviceContext(ctx, ctx.state.admin ? 'admin' : 'public');

faqsRouter.get('/companies/:id/faqs', validate(FaqListSchema), async (ctx) => {
  const { params } = inputOf(ctx, FaqListSchema);
  ctx.body = (await listFaqs(serviceContext(ctx), params.id)).map(presentFaq);
});

faqsRouter.post(
  '/companies/:id/faqs',
  publicLimits.faq,
  validate(FaqCreateRequestSchema),
  async (ctx) => {
    const { params, body } = inputOf(ctx, FaqCreateRequestSchema);
    ctx.status = 201;
    ctx.body = presentFaq(await createFaq(writerContext(ctx), params.id, body));
  },
);

faqsRouter.patch('/faqs/:id', publicLimits.faq, validate(FaqUpdateRequestSchema), async (ctx) => {
  const { params, body } = inputOf(ctx, FaqUpdateRequestSchema);
  ctx.body = presentFaq(await updateFaq(writerContext(ctx), params.id, body));
});

faqsRouter.delete('/faqs/:id', publicLimits.faq, validate(FaqDeleteRequestSchema), async (ctx) => {
  const { params } = inputOf(ctx, FaqDeleteRequestSchema);
  const faq = await deleteFaq(writerContext(ctx), params.id);
  ctx.body = { message: 'FAQ deleted', id: faq.id };
});
