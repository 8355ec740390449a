import type { Knex } from 'knex';

/**
 * A public account an admin has deactivated (issue 34): `deactivated_at` is when, null while the
 * account may sign in. A timestamp rather than a flag, so the admin sees since when; no index,
 * since nothing lists accounts by it (the sign-in and the session read fetch the row by id or
 * email anyway).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.timestamp('deactivated_at');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('deactivated_at');
  });
}
