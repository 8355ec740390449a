import type { Knex } from 'knex';

/**
 * Accounts people can run (issue 34 item 5): a password reset link (the `password_reset_*`
 * columns of the first migration hold its hash and expiry) and an email change that waits for
 * the new address to be verified (the pending address, its link's hash and expiry).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.string('pending_email', 255);
    t.string('pending_email_token', 255);
    t.timestamp('pending_email_expires');
  });
  // Both links are looked up by the hash of their token.
  await knex.raw(
    'create unique index users_password_reset_token_unique on users (password_reset_token) where password_reset_token is not null',
  );
  await knex.raw(
    'create unique index users_pending_email_token_unique on users (pending_email_token) where pending_email_token is not null',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists users_pending_email_token_unique');
  await knex.raw('drop index if exists users_password_reset_token_unique');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('pending_email_expires');
    t.dropColumn('pending_email_token');
    t.dropColumn('pending_email');
  });
}
