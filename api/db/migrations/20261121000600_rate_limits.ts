import type { Knex } from 'knex';

/**
 * Fixed-window counters for rate limits, kept in the database so every API instance shares
 * them (docs/ARCHITECTURE.md: instances are stateless).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('rate_limits', (t) => {
    t.string('key', 255).primary();
    t.integer('count').notNullable();
    t.timestamp('window_start').notNullable().index();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('rate_limits');
}
