import { STAR_COUNT_COLUMNS } from '../services/companies/starCounts.ts';

/**
 * Every column of a table, named, for the hand-written statements (`db/sql.ts`): with named
 * prepared statements on, a plan whose result widens (a column added by a migration while the
 * server runs) fails, where a named list keeps answering. `tableColumns.test.ts`
 * compares each list with its table, so a new column is not silently left out.
 */

/** `reviews`: the vote's answer, and the company's and the user's review lists. */
export const REVIEW_COLUMNS = [
  'id',
  'company_id',
  'user_id',
  'visitor_id',
  'rating',
  'title',
  'content',
  'type',
  'is_complaint',
  'upvotes',
  'downvotes',
  'claps',
  'views',
  'reply_count',
  'complaint_status',
  'complaint_priority',
  'complaint_category',
  'reviewer_name',
  'reviewer_email',
  'source',
  'created_at',
  'updated_at',
  'import_fingerprint',
  'status',
  'hold_reason',
  'edited_at',
  'response_content',
  'response_user_id',
  'response_created_at',
  'response_updated_at',
  'open_flag_count',
  'address_hash',
  'published_at',
  'is_invited',
] as const;

/** `companies`: the company profile. */
export const COMPANY_COLUMNS = [
  'id',
  'domain',
  'name',
  'description',
  'address',
  'phone',
  'website',
  'category',
  'subcategory',
  'logo_url',
  'screenshot_url',
  'is_claimed',
  'claimed_by',
  'claimed_at',
  'founded',
  'employee_count',
  'email',
  'social_twitter',
  'social_linkedin',
  'social_facebook',
  'social_instagram',
  'social_youtube',
  'social_github',
  'industry',
  'profile_views',
  'review_count',
  'rating_count',
  'rating_sum',
  'complaint_count',
  'upvote_count',
  'clap_count',
  'trust_weight_sum',
  'trust_rating_sum',
  'enriched_at',
  'created_at',
  'updated_at',
  'trust_score',
  'owner_user_id',
  ...STAR_COUNT_COLUMNS,
] as const;

/**
 * `companies`: what a company card shows (the category pages, the competitors:
 * `presentCompanySummary`, `presentCompetitor`), and no more. A page of 24 cards read all 47
 * columns, and building and parsing them cost the app more than the statement cost the
 * database (issue 12). A test checks that the presenters' answers come out whole from these.
 */
export const COMPANY_CARD_COLUMNS = [
  'id',
  'domain',
  'name',
  'description',
  'category',
  'subcategory',
  'logo_url',
  'is_claimed',
  'review_count',
  'rating_count',
  'rating_sum',
  'trust_weight_sum',
  'trust_rating_sum',
] as const satisfies ReadonlyArray<(typeof COMPANY_COLUMNS)[number]>;
