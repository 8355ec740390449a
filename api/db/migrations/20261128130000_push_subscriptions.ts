import type { Knex } from 'knex';

/**
 * Web Push for followers (issue 37 item 4).
 *
 * - `push_subscriptions`: one row per browser (PushSubscription) a signed-in user turned push on
 *   in. The endpoint is the push service's URL for that browser, unique: the same browser
 *   subscribing again (another account signed in on it) takes the row over. `p256dh` and `auth`
 *   are the browser's keys the payload is encrypted to (RFC 8291). `failure_count` counts
 *   failed sends since the last success (reset by one); a 404 or 410 from the push service
 *   deletes the row.
 * - `push_deliveries`: one row per review and subscription, the claim of its push, committed
 *   before the push is sent (`sent_at` once the push service took it). Its primary key is what
 *   makes a push at most once per review and browser across retries, restarts and instances;
 *   a failed send deletes the claim to be retried; a crash mid-send leaves it, so that push is
 *   lost rather than sent twice. A republished review is not news again.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('push_subscriptions', (t) => {
    t.increments('id');
    t.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE').index();
    t.text('endpoint').notNullable().unique();
    t.string('p256dh', 200).notNullable();
    t.string('auth', 100).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('last_success_at', { useTz: true });
    t.integer('failure_count').notNullable().defaultTo(0);
  });
  await knex.schema.createTable('push_deliveries', (t) => {
    t.integer('review_id').notNullable().references('id').inTable('reviews').onDelete('CASCADE');
    t.integer('subscription_id')
      .notNullable()
      .references('id')
      .inTable('push_subscriptions')
      .onDelete('CASCADE')
      .index();
    t.timestamp('claimed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('sent_at', { useTz: true });
    t.primary(['review_id', 'subscription_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('push_deliveries');
  await knex.schema.dropTable('push_subscriptions');
}
