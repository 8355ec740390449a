import type { Knex } from 'knex';

/**
 * What the architecture needs beyond the spec's model: exactly-once writes, durable jobs, the
 * activity log, and the admin panel's persisted data (settings, paying clients) and the contact
 * form's messages.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('idempotency_keys', (t) => {
    t.increments('id');
    t.uuid('key').notNullable();
    // `user:{id}` or `visitor:{id}`: a key only replays for the one who made it.
    t.string('scope', 100).notNullable();
    t.string('method', 10).notNullable();
    t.string('path', 500).notNullable();
    t.string('request_hash', 64).notNullable();
    t.integer('status_code').notNullable();
    t.jsonb('response').notNullable();
    t.timestamp('created_at').notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at').notNullable().index();
    t.unique(['scope', 'key']);
  });

  await knex.schema.createTable('jobs', (t) => {
    t.increments('id');
    t.string('type', 50).notNullable();
    t.string('status', 20)
      .notNullable()
      .defaultTo('queued')
      .checkIn(['queued', 'running', 'completed', 'failed', 'cancelled'], 'jobs_status_check');
    // Deduplicates live jobs: one `categorize` at a time, one `enrich:{companyId}` per company.
    t.string('unique_key', 255);
    t.jsonb('payload').notNullable().defaultTo('{}');
    t.jsonb('progress').notNullable().defaultTo('{}');
    t.jsonb('result');
    t.text('error');
    t.integer('attempts').notNullable().defaultTo(0);
    t.integer('max_attempts').notNullable().defaultTo(3);
    t.timestamp('run_at').notNullable().defaultTo(knex.fn.now());
    t.string('locked_by', 100);
    t.timestamp('locked_at');
    t.timestamp('heartbeat_at');
    t.boolean('cancel_requested').notNullable().defaultTo(false);
    t.timestamp('started_at');
    t.timestamp('finished_at');
    t.timestamps(true, true);
  });
  await knex.raw(
    "create unique index jobs_live_unique on jobs (unique_key) where unique_key is not null and status in ('queued', 'running')",
  );
  await knex.raw(
    "create index jobs_claimable_index on jobs (run_at, id) where status in ('queued', 'running')",
  );
  await knex.raw('create index jobs_type_created_index on jobs (type, created_at desc)');

  await knex.schema.createTable('activity', (t) => {
    t.increments('id');
    // e.g. company_created, review_posted, report_filed, claim_submitted, user_registered,
    // admin_deleted_review, ...
    t.string('type', 50).notNullable();
    t.string('actor_type', 20)
      .notNullable()
      .checkIn(['user', 'visitor', 'admin', 'system'], 'activity_actor_type_check');
    t.string('actor_id', 100);
    t.string('entity_type', 50);
    t.string('entity_id', 100);
    t.text('message').notNullable();
    t.jsonb('metadata').notNullable().defaultTo('{}');
    t.timestamp('created_at').notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('create index activity_created_index on activity (created_at desc, id desc)');
  await knex.raw('create index activity_type_created_index on activity (type, created_at desc)');

  await knex.schema.createTable('settings', (t) => {
    t.string('key', 100).primary();
    t.jsonb('value').notNullable();
    t.timestamp('updated_at').notNullable().defaultTo(knex.fn.now());
    t.uuid('updated_by').references('id').inTable('admin_users').onDelete('SET NULL').index();
  });

  await knex.schema.createTable('paying_clients', (t) => {
    t.increments('id');
    t.integer('company_id').references('id').inTable('companies').onDelete('SET NULL').index();
    t.string('company_name', 255).notNullable();
    t.string('domain', 255).notNullable();
    t.string('plan', 20)
      .notNullable()
      .checkIn(['Basic', 'Pro', 'Premium'], 'paying_clients_plan_check');
    t.integer('monthly_fee').notNullable().checkPositive('paying_clients_fee_check');
    t.string('status', 20)
      .notNullable()
      .defaultTo('pending')
      .checkIn(['active', 'pending', 'cancelled'], 'paying_clients_status_check');
    t.date('start_date').notNullable();
    t.date('next_billing');
    t.jsonb('features').notNullable().defaultTo('[]');
    t.timestamps(true, true);
  });

  await knex.schema.createTable('contact_messages', (t) => {
    t.increments('id');
    t.string('first_name', 100).notNullable();
    t.string('last_name', 100).notNullable();
    t.string('email', 255).notNullable();
    t.string('company_name', 255);
    t.string('subject', 255).notNullable();
    t.text('message').notNullable();
    t.string('status', 20)
      .notNullable()
      .defaultTo('new')
      .checkIn(['new', 'answered', 'closed'], 'contact_messages_status_check');
    t.timestamp('created_at').notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('contact_messages');
  await knex.schema.dropTable('paying_clients');
  await knex.schema.dropTable('settings');
  await knex.schema.dropTable('activity');
  await knex.schema.dropTable('jobs');
  await knex.schema.dropTable('idempotency_keys');
}
