import Router from '@koa/router';
import type { SubscriptionResult } from '#shared/types/api';
import { serviceContext } from '../../http/actor.ts';
import { requireUser } from '../../http/auth.ts';
import { inputOf, validate } from '../../http/validate.ts';
import { setCompanySubscription } from '../../services/subscriptions/setCompanySubscription.ts';
import { SubscriptionSchema } from './schema.ts';

/** Subscribe / unsubscribe, for signed-in users only, persisted. */
export const subscriptionsRouter = new Router({ prefix: '/companies/:id/subscribe' });

subscriptionsRouter.post('/', requireUser, validate(SubscriptionSchema), async (ctx) => {
  const { params } = inputOf(ctx, SubscriptionSchema);
  await setCompanySubscription(serviceContext(ctx), params.id, true);
  const answer: SubscriptionResult = { message: 'Subscribed', isSubscribed: true };
  ctx.body = answer;
});

subscriptionsRouter.delete('/', requireUser, validate(SubscriptionSchema), async (ctx) => {
  const { params } = inputOf(ctx, SubscriptionSchema);
  await setCompanySubscription(serviceContext(ctx), params.id, false);
  const answer: SubscriptionResult = { message: 'Unsubscribed', isSubscribed: false };
  ctx.body = answer;
});
