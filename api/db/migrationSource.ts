import type { Knex } from 'knex';
import * as identity from './migrations/20261121000100_identity.ts';
import * as companies from './migrations/20261121000200_companies.ts';
import * as reviews from './migrations/20261121000300_reviews.ts';
import * as claimsAndReports from './migrations/20261121000400_claims_and_reports.ts';
import * as platform from './migrations/20261121000500_platform.ts';
import * as rateLimits from './migrations/20261121000600_rate_limits.ts';
import * as publicApiIndexes from './migrations/20261121010100_public_api_indexes.ts';
import * as admin from './migrations/20261121030100_admin.ts';
import * as reviewViews from './migrations/20261121040100_review_views.ts';
import * as companyDerivedData from './migrations/20261124010101_company_derived_data.ts';
import * as searchTiers from './migrations/20261124010102_search_tiers.ts';
import * as searchWords from './migrations/20261124010103_search_words.ts';
import * as voteAddressKey from './migrations/20261124010201_vote_address_key.ts';
import * as loginFailures from './migrations/20261124010501_login_failures.ts';
import * as reviewStatus from './migrations/20261124010601_review_status.ts';
import * as ownersResponsesFlags from './migrations/20261124010602_owners_responses_flags.ts';
import * as ratingPicture from './migrations/20261124010701_rating_picture.ts';
import * as awardQuarters from './migrations/20261124010702_award_quarters.ts';
import * as questionsAnswers from './migrations/20261124010801_questions_answers.ts';
import * as adminTwoFactor from './migrations/20261126040100_admin_two_factor.ts';
import * as companyCounterDeltas from './migrations/20261126070000_company_counter_deltas.ts';
import * as userCategoryCounts from './migrations/20261126130000_user_category_counts.ts';
import * as reviewHelpfulness from './migrations/20261127150000_review_helpfulness.ts';
import * as reviewVotesVoterItemIndex from './migrations/20261127190000_review_votes_voter_item_index.ts';
import * as claimOwnerRule from './migrations/20261128010000_claim_owner_rule.ts';
import * as accountSelfService from './migrations/20261128020000_account_self_service.ts';
import * as scoresNeedEvidence from './migrations/20261128030000_scores_need_evidence.ts';
import * as reviewLimitsAndMailOptOuts from './migrations/20261128040000_review_limits_and_mail_opt_outs.ts';
import * as userDeactivation from './migrations/20261128050000_user_deactivation.ts';
import * as followerDigests from './migrations/20261128080000_follower_digests.ts';
import * as reviewInvitations from './migrations/20261128081000_review_invitations.ts';
import * as finishedJobsIndex from './migrations/20261128110000_finished_jobs_index.ts';
import * as pushSubscriptions from './migrations/20261128130000_push_subscriptions.ts';
import * as searchKey from './migrations/20261128220000_search_key.ts';
import * as searchWordCheck from './migrations/20261129013000_search_word_check.ts';

interface Migration {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

/**
 * Every migration, in order, imported statically: the server, the CLI (even bundled) and the
 * tests all run the same list without scanning a directory at run time. A test checks that this
 * list matches the files in `migrations/`. The names are the file names, so the `knex` CLI (via
 * knexfile.ts, which reads the directory) sees the same history.
 */
export const MIGRATIONS: ReadonlyArray<readonly [name: string, migration: Migration]> = [
  ['20261121000100_identity.ts', identity],
  ['20261121000200_companies.ts', companies],
  ['20261121000300_reviews.ts', reviews],
  ['20261121000400_claims_and_reports.ts', claimsAndReports],
  ['20261121000500_platform.ts', platform],
  ['20261121000600_rate_limits.ts', rateLimits],
  ['20261121010100_public_api_indexes.ts', publicApiIndexes],
  ['20261121030100_admin.ts', admin],
  ['20261121040100_review_views.ts', reviewViews],
  ['20261124010101_company_derived_data.ts', companyDerivedData],
  ['20261124010102_search_tiers.ts', searchTiers],
  ['20261124010103_search_words.ts', searchWords],
  ['20261124010201_vote_address_key.ts', voteAddressKey],
  ['20261124010501_login_failures.ts', loginFailures],
  ['20261124010601_review_status.ts', reviewStatus],
  ['20261124010602_owners_responses_flags.ts', ownersResponsesFlags],
  ['20261124010701_rating_picture.ts', ratingPicture],
  ['20261124010702_award_quarters.ts', awardQuarters],
  ['20261124010801_questions_answers.ts', questionsAnswers],
  ['20261126040100_admin_two_factor.ts', adminTwoFactor],
  ['20261126070000_company_counter_deltas.ts', companyCounterDeltas],
  ['20261126130000_user_category_counts.ts', userCategoryCounts],
  ['20261127150000_review_helpfulness.ts', reviewHelpfulness],
  ['20261127190000_review_votes_voter_item_index.ts', reviewVotesVoterItemIndex],
  ['20261128010000_claim_owner_rule.ts', claimOwnerRule],
  ['20261128020000_account_self_service.ts', accountSelfService],
  ['20261128030000_scores_need_evidence.ts', scoresNeedEvidence],
  ['20261128040000_review_limits_and_mail_opt_outs.ts', reviewLimitsAndMailOptOuts],
  ['20261128050000_user_deactivation.ts', userDeactivation],
  ['20261128080000_follower_digests.ts', followerDigests],
  ['20261128081000_review_invitations.ts', reviewInvitations],
  ['20261128110000_finished_jobs_index.ts', finishedJobsIndex],
  ['20261128130000_push_subscriptions.ts', pushSubscriptions],
  ['20261128220000_search_key.ts', searchKey],
  ['20261129013000_search_word_check.ts', searchWordCheck],
];

const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => MIGRATIONS.map(([name]) => name),
  getMigrationName: (name) => name,
  getMigration: async (name) => {
    const found = MIGRATIONS.find(([candidate]) => candidate === name);
    if (!found) throw new Error(`Unknown migration ${name}`);
    return found[1];
  },
};

export const migratorConfig: Knex.MigratorConfig = {
  migrationSource,
  tableName: 'knex_migrations',
};

/**
 * Brings the schema up to date; returns the names of the migrations it ran. A database already
 * at the latest schema (every restart) is told by one read of `knex_migrations`: the migrator's
 * own path (table checks through `information_schema`, taking and freeing its lock) cost a
 * restart on the embedded database a third of a second. Anything else, a pending migration or a
 * history this build does not know, goes through the migrator, which locks and validates.
 */
export async function migrateToLatest(knex: Knex): Promise<string[]> {
  if (await isAtLatest(knex)) return [];
  const [, ran] = (await knex.migrate.latest(migratorConfig)) as [number, string[]];
  return ran;
}

async function isAtLatest(knex: Knex): Promise<boolean> {
  let done: string[];
  try {
    done = await knex('knex_migrations').pluck('name');
  } catch (error) {
    // 42P01 undefined_table: a new database, for the migrator to create.
    if ((error as { code?: string }).code === '42P01') return false;
    throw error;
  }
  const known = new Set(MIGRATIONS.map(([name]) => name));
  return done.length === known.size && done.every((name) => known.has(name));
}
