import type { PushSubscriptionBody, PushSubscriptionList } from '#shared/schemas/pushSubscriptions';
import type { Context } from '../../context.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { PushSubscription } from '../../models/PushSubscription.ts';
import { assertCanSubscribe } from '../../policies/publicActions.ts';
import { checkPushEndpoint } from './pushEndpoint.ts';

const PUSH_SUBSCRIPTIONS_PER_USER = 10;

/** Web Push is on when the server has VAPID keys; otherwise every push route answers 404. */
export function assertWebPushOn(ctx: Context): void {
  if (!ctx.config.webPush) throw notFound('Web Push is not enabled on this server');
}

/**
 * Keeps the signed-in user's browser subscription (its `PushSubscription` JSON). The endpoint
 * is unique: the same browser subscribing again updates its keys, and a browser another
 * account subscribed before is handed to this one (one browser, the account signed in on it).
 * The endpoint must be a push service the server may reach (`pushEndpoint.ts`): it is where
 * the server will POST.
 */
export async function savePushSubscription(
  ctx: Context,
  body: PushSubscriptionBody,
): Promise<void> {
  assertWebPushOn(ctx);
  assertCanSubscribe(ctx.actor);
  const refused = checkPushEndpoint(body.endpoint, ctx.config.ai.allowPrivateFetch);
  if (refused) throw badRequest(refused);
  await PushSubscription.query(ctx.knex)
    .insert({
      userId: ctx.actor.user.id,
      endpoint: body.endpoint,
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
    })
    .onConflict('endpoint')
    .merge(['userId', 'p256dh', 'auth']);
  // A user has a few browsers, not hundreds: the oldest beyond the limit are let go, so one
  // account cannot make every new review fan out to endless endpoints.
  const kept = PushSubscription.query(ctx.knex)
    .where({ userId: ctx.actor.user.id })
    .orderBy('id', 'desc')
    .limit(PUSH_SUBSCRIPTIONS_PER_USER)
    .select('id');
  await PushSubscription.query(ctx.knex)
    .where({ userId: ctx.actor.user.id })
    .whereNotIn('id', kept)
    .delete();
}

/** Ends push to a browser of the signed-in user; ending one already gone is not an error. */
export async function removePushSubscription(ctx: Context, endpoint: string): Promise<void> {
  assertCanSubscribe(ctx.actor);
  await PushSubscription.query(ctx.knex).where({ userId: ctx.actor.user.id, endpoint }).delete();
}

/** The signed-in user's browsers with push on, newest first. */
export async function listPushSubscriptions(ctx: Context): Promise<PushSubscriptionList> {
  assertCanSubscribe(ctx.actor);
  const rows = await PushSubscription.query(ctx.knex)
    .where({ userId: ctx.actor.user.id })
    .orderBy('id', 'desc');
  return rows.map((row) => ({
    endpoint: row.endpoint,
    createdAt: row.createdAt.toISOString(),
    lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
  }));
}
