import type { Knex } from 'knex';

/**
 * The company page's rating picture (issue 14 item 3).
 *
 * Per-star counters on `companies`, kept by `applyReviewToCounters` in the same transaction as
 * the review, so the 5-to-1 distribution of a company with 50,000 reviews is one row read.
 *
 * One index per filter and sort of a company's review list, each ending in (created_at, id) so
 * the keyset cursor walks it without sorting: the list reads `limit + 1` index entries whatever
 * the company's size. The sort keys are expressions so one descending row comparison
 * `(key, created_at, id) < (?, ?, ?)` serves every sort:
 *   helpful  upvotes + claps
 *   highest  coalesce(rating, 0)       comments (no rating) come last
 *   lowest   -coalesce(rating, 6)      lowest first, comments still last
 * Filters by stars and by type use their own (company_id, rating|type, created_at, id) index.
 * Every index is partial on published reviews, the only ones a public list shows.
 */
const STAR_COLUMNS = [
  'one_star_count',
  'two_star_count',
  'three_star_count',
  'four_star_count',
  'five_star_count',
] as const;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('companies', (t) => {
    for (const column of STAR_COLUMNS) t.integer(column).notNullable().defaultTo(0);
  });
  await knex.raw(
    `update companies c set (${STAR_COLUMNS.join(', ')}) =
       (select ${[1, 2, 3, 4, 5].map((s) => `count(*) filter (where r.rating = ${s})`).join(', ')}
        from reviews r where r.company_id = c.id and r.status = 'published')
     where c.review_count > 0`,
  );
  await knex.raw(
    "create index reviews_company_rating_index on reviews (company_id, rating, created_at desc, id desc) where status = 'published'",
  );
  await knex.raw(
    "create index reviews_company_type_index on reviews (company_id, type, created_at desc, id desc) where status = 'published'",
  );
  await knex.raw(
    "create index reviews_company_helpful_index on reviews (company_id, (upvotes + claps) desc, created_at desc, id desc) where status = 'published'",
  );
  await knex.raw(
    "create index reviews_company_highest_index on reviews (company_id, (coalesce(rating, 0)) desc, created_at desc, id desc) where status = 'published'",
  );
  await knex.raw(
    "create index reviews_company_lowest_index on reviews (company_id, (-coalesce(rating, 6)) desc, created_at desc, id desc) where status = 'published'",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists reviews_company_lowest_index');
  await knex.raw('drop index if exists reviews_company_highest_index');
  await knex.raw('drop index if exists reviews_company_helpful_index');
  await knex.raw('drop index if exists reviews_company_type_index');
  await knex.raw('drop index if exists reviews_company_rating_index');
  await knex.schema.alterTable('companies', (t) => {
    for (const column of [...STAR_COLUMNS].reverse()) t.dropColumn(column);
  });
}
