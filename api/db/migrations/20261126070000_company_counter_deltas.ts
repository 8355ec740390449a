import type { Knex } from 'knex';

/**
 * What an import adds to its companies' counters, written in the same transaction as the
 * reviews of each batch and folded into `companies` every few batches (issue 12: a batch of
 * 1,000 rows over 900 companies updated 900 company rows, each through every index of the
 * table, so most of the import's database time went to counters). A heap with no index: rows
 * are only ever appended, then taken all at once (`applyCounterDeltas`).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('company_counter_deltas', (t) => {
    // No foreign key: a delta of a company deleted meanwhile is dropped when applied.
    t.integer('company_id').notNullable();
    t.integer('review_count').notNullable();
    t.integer('rating_count').notNullable();
    t.bigInteger('rating_sum').notNullable();
    t.integer('complaint_count').notNullable();
    t.double('trust_weight_sum').notNullable();
    t.double('trust_rating_sum').notNullable();
    t.integer('one_star_count').notNullable();
    t.integer('two_star_count').notNullable();
    t.integer('three_star_count').notNullable();
    t.integer('four_star_count').notNullable();
    t.integer('five_star_count').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('company_counter_deltas');
}
