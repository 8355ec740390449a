import type { Knex } from 'knex';

/**
 * Two-factor sign-in for admins (issue 15 item 15): one row per admin who has started or
 * finished enrolment, and their single-use recovery codes. Apart from `admin_users` so the
 * secrets are read only by the code that checks them, never with every admin query.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('admin_two_factor', (t) => {
    t.uuid('admin_id').primary().references('id').inTable('admin_users').onDelete('CASCADE');
    // The TOTP secret in use, encrypted (AES-256-GCM, key derived from the session secret).
    t.text('secret');
    t.timestamp('enrolled_at', { useTz: true });
    // A secret shown for (re-)enrolment, not yet confirmed with a code; the one in use stays.
    t.text('pending_secret');
    t.timestamp('pending_at', { useTz: true });
    // The last 30-second step whose code was accepted: that code and older ones are refused.
    t.bigInteger('last_used_step');
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('admin_recovery_codes', (t) => {
    t.increments('id');
    t.uuid('admin_id')
      .notNullable()
      .references('id')
      .inTable('admin_users')
      .onDelete('CASCADE')
      .index();
    // SHA-256 of the code (80 random bits): a leaked table signs no one in.
    t.text('code_hash').notNullable();
    t.timestamp('used_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['admin_id', 'code_hash']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('admin_recovery_codes');
  await knex.schema.dropTable('admin_two_factor');
}
