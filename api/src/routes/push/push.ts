import Router from '@koa/router';
import type { PushKey } from '#shared/schemas/pushSubscriptions';
import { serviceContext } from '../../http/actor.ts';
import { requireUser } from '../../http/auth.ts';
import { idempotent } from '../../http/idempotency.ts';
import { publicLimits } from '../../http/publicLimits.ts';
import { inputOf, validate } from '../../http/validate.ts';
import { requestContext } from '../../http/writer.ts';
import {
  assertWebPushOn,
  listPushSubscriptions,
  removePushSubscription,
  savePushSubscription,
} from '../../services/push/pushSubscriptions.ts';
import { PushSubscribeRequestSchema, PushUnsubscribeRequestSchema } from './schema.ts';

/** Web Push for followers (issue 37): the server's key, and a user's browsers with push on. */
export const pushRouter = new Router();

// The browser's `applicationServerKey`; 404 when the server has no VAPID keys (push is off),
// which is how the web app knows not to offer the switch.
pushRouter.get('/push/key', async (ctx) => {
  const context = serviceContext(ctx);
  assertWebPushOn(context);
  const answer: PushKey = { publicKey: context.config.webPush!.publicKey };
  ctx.set('Cache-Control', 'no-cache');
  ctx.body = answer;
});

// Under /api/account: the service worker never caches the account's own reads.
pushRouter.get('/account/push-subscriptions', requireUser, async (ctx) => {
  ctx.body = await listPushSubscriptions(serviceContext(ctx));
});

pushRouter.post(
  '/push/subscriptions',
  publicLimits.push,
  requireUser,
  validate(PushSubscribeRequestSchema),
  idempotent(),
  async (ctx) => {
    const { body } = inputOf(ctx, PushSubscribeRequestSchema);
    await savePushSubscription(requestContext(ctx), body);
    ctx.status = 201;
    ctx.body = { message: 'Push notifications are on for this browser' };
  },
);

pushRouter.delete(
  '/push/subscriptions',
  publicLimits.push,
  requireUser,
  validate(PushUnsubscribeRequestSchema),
  idempotent(),
  async (ctx) => {
    const { body } = inputOf(ctx, PushUnsubscribeRequestSchema);
    await removePushSubscription(requestContext(ctx), body.endpoint);
    ctx.body = { message: 'Push notifications are off for this browser' };
  },
);
