import type { Knex } from 'knex';

/**
 * Wrong passwords per account, across addresses (issue 15 item 6): the sign-in throttle's
 * state. `key` is a hash of the sign-in kind and the email, so no address is stored as typed.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('login_failures', (t) => {
    t.text('key').primary();
    t.integer('failures').notNullable().defaultTo(0);
    t.timestamp('locked_until', { useTz: true }).nullable();
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    // For a clean-up of rows nobody has failed on for a while.
    t.index(['updated_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('login_failures');
}
