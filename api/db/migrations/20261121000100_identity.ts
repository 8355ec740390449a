import type { Knex } from 'knex';

/** Accounts and sessions: public users, staff admins, their invitations, shared sessions. */
export async function up(knex: Knex): Promise<void> {
  // pg_trgm powers company search (created here so every later migration can index with it).
  await knex.raw('create extension if not exists pg_trgm');

  await knex.schema.createTable('users', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.string('email', 255).notNullable();
    t.text('password').notNullable();
    t.string('first_name', 100);
    t.string('last_name', 100);
    t.text('profile_image_url');
    t.string('title', 255);
    t.boolean('is_email_verified').notNullable().defaultTo(false);
    t.string('email_verification_token', 255);
    t.string('password_reset_token', 255);
    t.timestamp('password_reset_expires');
    t.timestamps(true, true);
  });
  // Emails are unique case-insensitively: `Ann@x.com` and `ann@x.com` are one account.
  await knex.raw('create unique index users_email_lower_unique on users (lower(email))');
  await knex.raw(
    "create index users_search_trgm on users using gin ((email || ' ' || coalesce(first_name, '') || ' ' || coalesce(last_name, '')) gin_trgm_ops)",
  );
  await knex.raw('create index users_created_at_index on users (created_at desc)');

  await knex.schema.createTable('sessions', (t) => {
    t.string('sid', 255).primary();
    t.jsonb('sess').notNullable();
    t.timestamp('expire').notNullable().index();
  });

  await knex.schema.createTable('admin_users', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.string('email', 255).notNullable();
    t.text('password').notNullable();
    t.string('first_name', 100).notNullable();
    t.string('last_name', 100).notNullable();
    t.string('role', 50)
      .notNullable()
      .defaultTo('admin')
      .checkIn(['admin', 'super_admin'], 'admin_users_role_check');
    t.boolean('is_active').notNullable().defaultTo(true);
    t.uuid('invited_by').references('id').inTable('admin_users').onDelete('SET NULL').index();
    t.timestamp('last_login_at');
    t.timestamps(true, true);
  });
  await knex.raw(
    'create unique index admin_users_email_lower_unique on admin_users (lower(email))',
  );

  await knex.schema.createTable('admin_invitations', (t) => {
    t.increments('id');
    t.string('email', 255).notNullable().index();
    // Only a SHA-256 hash of the token is stored; the raw token is shown once to the inviter.
    t.string('token', 255).notNullable().unique();
    t.string('role', 50)
      .notNullable()
      .defaultTo('admin')
      .checkIn(['admin', 'super_admin'], 'admin_invitations_role_check');
    t.uuid('invited_by').references('id').inTable('admin_users').onDelete('SET NULL').index();
    t.boolean('is_used').notNullable().defaultTo(false);
    t.timestamp('expires_at').notNullable();
    t.timestamp('created_at').notNullable().defaultTo(knex.fn.now());
    t.timestamp('used_at');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('admin_invitations');
  await knex.schema.dropTable('admin_users');
  await knex.schema.dropTable('sessions');
  await knex.schema.dropTable('users');
  await knex.raw('drop extension if exists pg_trgm');
}
