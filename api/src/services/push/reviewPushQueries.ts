import type { Knex } from 'knex';
import { runSql, type Sql, sql } from '../../db/sql.ts';

/** A published review as its push needs it. */
export interface PushedReview {
  id: number;
  companyId: number;
  userId: string | null;
  type: 'review' | 'complaint' | 'comment';
  title: string;
  rating: number | null;
  publishedAt: Date;
  companyName: string;
  domain: string;
}

export interface PushRecipient {
  subscriptionId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * The browsers a review is news for, now: push subscriptions of accounts that follow its
 * company (and followed before it was published), not deactivated, not its author, and not
 * claimed for this review yet. Read at send time, so an unfollow or a browser turned off
 * before the push leaves it out.
 */
function recipientsOf(review: PushedReview): Sql {
  return sql`from push_subscriptions ps
    join subscriptions s on s.user_id = ps.user_id and s.company_id = ${review.companyId}
      and s.created_at <= ${review.publishedAt}
    join users u on u.id = ps.user_id and u.deactivated_at is null
    where ps.user_id is distinct from ${review.userId}::uuid
      and not exists (select 1 from push_deliveries d
        where d.review_id = ${review.id} and d.subscription_id = ps.id)`;
}

/** A batch of recipients in subscription id order, after `afterId`. */
export async function pushRecipients(
  knex: Knex,
  review: PushedReview,
  options: { afterId: number; limit: number },
): Promise<PushRecipient[]> {
  return runSql<PushRecipient>(
    knex,
    sql`select ps.id as "subscriptionId", ps.endpoint, ps.p256dh, ps.auth ${recipientsOf(review)}
      and ps.id > ${options.afterId}
      order by ps.id
      limit ${options.limit}`,
  );
}

/** Whether anyone would get a push for this review: no job is queued for nobody. */
export async function hasPushRecipients(knex: Knex, review: PushedReview): Promise<boolean> {
  const rows = await runSql(knex, sql`select 1 ${recipientsOf(review)} limit 1`);
  return rows.length > 0;
}

/** The review if it is published and posted on the site (an import is not news). */
export async function findPushedReview(
  knex: Knex,
  reviewId: number,
): Promise<PushedReview | undefined> {
  const rows = await runSql<PushedReview>(
    knex,
    sql`select r.id, r.company_id as "companyId", r.user_id as "userId", r.type, r.title,
        r.rating, r.published_at as "publishedAt", c.name as "companyName", c.domain
      from reviews r join companies c on c.id = r.company_id
      where r.id = ${reviewId} and r.status = 'published' and r.source = 'web'`,
  );
  return rows[0];
}

/**
 * Claims the push of a review to a browser, committed before it is sent: false when it was
 * claimed already (sent, being sent by another runner, or lost in a crash mid-send).
 */
export async function claimDelivery(
  knex: Knex,
  reviewId: number,
  subscriptionId: number,
): Promise<boolean> {
  const claimed = await knex('push_deliveries')
    .insert({ reviewId, subscriptionId })
    .onConflict(['reviewId', 'subscriptionId'])
    .ignore()
    .returning('reviewId');
  return claimed.length > 0;
}

/** The push service took it: the claim is stamped sent, the browser's failures start over. */
export async function recordDelivered(
  knex: Knex,
  reviewId: number,
  subscriptionId: number,
): Promise<void> {
  await knex('push_deliveries')
    .where({ reviewId, subscriptionId })
    .update({ sentAt: knex.fn.now() });
  await knex('push_subscriptions')
    .where({ id: subscriptionId })
    .update({ lastSuccessAt: knex.fn.now(), failureCount: 0 });
}

/** The push failed: the claim goes (to be retried) and the browser's failure is counted. */
export async function recordFailed(
  knex: Knex,
  reviewId: number,
  subscriptionId: number,
): Promise<void> {
  await knex('push_deliveries').where({ reviewId, subscriptionId }).delete();
  await knex('push_subscriptions').where({ id: subscriptionId }).increment('failureCount', 1);
}

/** The push service says the subscription is over (404/410): it is deleted, claims with it. */
export async function removeGoneSubscription(knex: Knex, subscriptionId: number): Promise<void> {
  await knex('push_subscriptions').where({ id: subscriptionId }).delete();
}
