import type { Knex } from 'knex';

/**
 * Indexes for what the public API queries beyond the foundation's: a replayed write looks its
 * Idempotency-Key up by key alone (a browser's first write has no scope yet); signing in
 * attaches a visitor's replies, reports and claims; a user profile lists its items newest first.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create index idempotency_keys_key_index on idempotency_keys (key)');
  await knex.raw(
    'create index review_replies_visitor_index on review_replies (visitor_id) where visitor_id is not null',
  );
  await knex.raw(
    'create index reports_visitor_index on reports (visitor_id) where visitor_id is not null',
  );
  await knex.raw(
    'create index claim_requests_visitor_index on claim_requests (visitor_id) where visitor_id is not null',
  );
  await knex.raw(
    'create index reviews_user_created_index on reviews (user_id, created_at desc, id desc) where user_id is not null',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists reviews_user_created_index');
  await knex.raw('drop index if exists claim_requests_visitor_index');
  await knex.raw('drop index if exists reports_visitor_index');
  await knex.raw('drop index if exists review_replies_visitor_index');
  await knex.raw('drop index if exists idempotency_keys_key_index');
}
