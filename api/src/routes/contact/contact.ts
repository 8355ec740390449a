import Router from '@koa/router';
import type { MessageAnswer } from '#shared/types/api';
import { serviceContext } from '../../http/actor.ts';
import { publicLimits } from '../../http/publicLimits.ts';
import { inputOf, validate } from '../../http/validate.ts';
import { sendContactMessage } from '../../services/contact/sendContactMessage.ts';
import { ContactCreateSchema } from './schema.ts';

/** The contact page's form: stored, and mailed to the support address. */
export const contactRouter = new Router({ prefix: '/contact' });

contactRouter.post('/', publicLimits.contact, validate(ContactCreateSchema), async (ctx) => {
  const { body } = inputOf(ctx, ContactCreateSchema);
  await sendContactMessage(serviceContext(ctx), body);
  const answer: MessageAnswer = { message: 'Message sent' };
  ctx.status = 201;
  ctx.body = answer;
});
