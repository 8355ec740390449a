import type { Knex } from 'knex';

/**
 * Computed award quarters (issue 14 item 1). `award_quarters` records that a quarter was
 * computed (and with which minimum), so a quarter without winners is known as such, the
 * scheduler knows what is due, and the Awards page can list past quarters. The figures of a
 * winner are frozen on its `awards` row as they were for that quarter.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('award_quarters', (t) => {
    t.integer('year').notNullable();
    t.smallint('quarter').notNullable().checkBetween([1, 4], 'award_quarters_quarter_check');
    t.integer('min_reviews').notNullable();
    t.integer('winner_count').notNullable().defaultTo(0);
    t.timestamp('computed_at').notNullable().defaultTo(knex.fn.now());
    t.primary(['year', 'quarter']);
  });
  await knex.schema.alterTable('awards', (t) => {
    t.double('average_rating');
    t.integer('review_count');
    t.double('trust_score');
  });
  // One winner per place per category and quarter: a recompute replaces, never duplicates.
  await knex.raw(
    'create unique index awards_quarter_place_unique on awards (year, quarter, award_type, category_id, position)',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists awards_quarter_place_unique');
  await knex.schema.alterTable('awards', (t) => {
    t.dropColumn('trust_score');
    t.dropColumn('review_count');
    t.dropColumn('average_rating');
  });
  await knex.schema.dropTable('award_quarters');
}
