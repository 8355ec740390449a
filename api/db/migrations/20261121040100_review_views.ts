import type { Knex } from 'knex';

/**
 * Review views, counted like company profile views: at most once per viewer (hashed) per review
 * per day, so a reload or a bot hammering the beacon does not inflate `reviews.views`.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('review_views', (t) => {
    t.integer('review_id').notNullable().references('id').inTable('reviews').onDelete('CASCADE');
    t.string('viewer_hash', 64).notNullable();
    // Old days can be pruned by date without touching the counters.
    t.date('day').notNullable().index();
    t.primary(['review_id', 'viewer_hash', 'day']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('review_views');
}
