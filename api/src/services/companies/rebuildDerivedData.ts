import type { Knex } from 'knex';
import { recordTrustScoresRefreshed } from './refreshTrustScores.ts';

/** How far from now's value a stored trust score may be left by a rebuild. */
const TRUST_SCORE_TOLERANCE = 1e-4;

/**
 * Recomputes, from the base tables alone and in set-based SQL, everything derived that the
 * read paths rely on instead of scanning `companies`:
 * - `companies.trust_score` (the category pages' order), as of now within 1e-4 (a few hours
 *   of decay; refreshTrustScores sets every row to one exact instant), recorded as the day's
 *   trust refresh;
 * - `company_category_counts` (the counts endpoint and the category pages' totals);
 * - `user_category_counts` (a user's items per category, on their profile);
 * - `company_search_words` (the search box's vocabulary for misspelt queries);
 * - `review_helpfulness` (the "most helpful" order of a company's items).
 *
 * Triggers keep all five current on every write, so this is for after a bulk load that bypassed them
 * (e.g. the scale benchmark's generator, which may disable triggers while it fills a million
 * companies) and for the tests that compare the incremental data with a recount. Counts are
 * rebuilt under a SHARE lock on `companies` (writers wait a moment, readers do not), so a
 * company created meanwhile cannot be counted twice or missed.
 */
export async function rebuildDerivedData(knex: Knex): Promise<void> {
  // Rows whose score is already within 1e-4 of now's (written by the trigger minutes ago, when
  // a bulk load recounted with triggers on) are left alone: rewriting a million rows and all
  // their index entries for a drift far below the daily refresh's would take minutes.
  // An unrated company is stored at 0 (migration 20261128030000), as the trigger does.
  const score =
    'case when rating_count > 0 then company_trust_score(trust_weight_sum, trust_rating_sum, now()) else 0 end';
  await knex.raw(
    `update companies set trust_score = ${score} where abs(trust_score - ${score}) > ?`,
    [TRUST_SCORE_TOLERANCE],
  );
  // Every score is now current (within the tolerance): the daily refresh is not due for another
  // day. Left due, the first start after a bulk load rewrote every rated company again (820,000
  // rows and their index entries at 1M, the scale bench's first minutes).
  await recordTrustScoresRefreshed(knex);
  await knex.transaction(async (trx) => {
    await trx.raw('lock table companies in share mode');
    await trx.raw('delete from company_category_counts');
    await trx.raw(
      `insert into company_category_counts (category, subcategory, company_count)
       select coalesce(category, ''), coalesce(subcategory, ''), count(*) from companies
       where category is not null or subcategory is not null
       group by 1, 2`,
    );
  });
  // A user's items per category: under SHARE locks on both tables it is read from, so no
  // trigger adds to the table between the delete and the recount.
  await knex.transaction(async (trx) => {
    await trx.raw('lock table companies, reviews in share mode');
    await trx.raw('delete from user_category_counts');
    await trx.raw(
      `insert into user_category_counts (user_id, category, review_count)
       select r.user_id, coalesce(c.category, ''), count(*)
       from reviews r join companies c on c.id = r.company_id
       where r.user_id is not null and r.status = 'published'
       group by 1, 2`,
    );
  });
  // The "most helpful" order: under a SHARE lock on the items, so no trigger writes meanwhile.
  await knex.transaction(async (trx) => {
    await trx.raw('lock table reviews in share mode');
    await trx.raw('delete from review_helpfulness');
    await trx.raw(
      `insert into review_helpfulness (review_id, company_id, helpful, created_at)
       select id, company_id, upvotes + claps, created_at from reviews where status = 'published'`,
    );
  });
  // The search vocabulary: only words of current companies (renames and deletes leave some).
  await knex.transaction(async (trx) => {
    await trx.raw('lock table companies in share mode');
    await trx.raw('delete from company_search_words');
    await trx.raw(
      `insert into company_search_words (word)
       select distinct w from companies, company_search_words_of(name, domain) w`,
    );
  });
}
