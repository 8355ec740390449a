import type { Knex } from 'knex';
import { isStarRating, STAR_COUNT_COLUMNS, starCountUpdate, starRatingSql } from './starCounts.ts';
import { recencyWeight, TRUST } from './trustScore.ts';

/** What of a review the company's counters depend on. */
export interface CountedReview {
  companyId: number;
  rating: number | null;
  type: 'review' | 'complaint' | 'comment';
  createdAt: Date;
  upvotes?: number;
  claps?: number;
  /** Only published reviews count (issue 13); a held or rejected one is skipped. */
  status?: 'pending' | 'published' | 'rejected';
}

/*
 * `companies.trust_score` (what the category pages sort by) follows trust_weight_sum and
 * trust_rating_sum by itself: a trigger recomputes it in the same statement whenever either sum
 * changes (migration 20261124010101), so every function here, the import's set-based update
 * and any future path that moves these sums keeps it current with no extra code.
 */

/**
 * Adds a review to its company's counters (`sign` 1) or takes it away (`sign` −1, on delete,
 * with the votes it had received). Call it in the same transaction as the insert or delete,
 * so the counters never drift (docs/ARCHITECTURE.md "Data").
 */
export async function applyReviewToCounters(
  knex: Knex,
  review: CountedReview,
  sign: 1 | -1,
): Promise<void> {
  if (review.status !== undefined && review.status !== 'published') return;
  const rated = isStarRating(review);
  const stars = rated ? (review.rating ?? 0) : 0;
  const weight = rated ? recencyWeight(review.createdAt) : 0;
  await knex('companies')
    .where('id', review.companyId)
    .update({
      reviewCount: knex.raw('review_count + ?', [sign]),
      ratingCount: knex.raw('rating_count + ?', [rated ? sign : 0]),
      ratingSum: knex.raw('rating_sum + ?', [sign * stars]),
      complaintCount: knex.raw('complaint_count + ?', [review.type === 'complaint' ? sign : 0]),
      trustWeightSum: knex.raw('trust_weight_sum + ?', [sign * weight]),
      trustRatingSum: knex.raw('trust_rating_sum + ?', [sign * weight * stars]),
      ...starCountUpdate(knex, rated ? review.rating : null, sign),
      ...(sign === -1
        ? {
            upvoteCount: knex.raw('upvote_count - ?', [review.upvotes ?? 0]),
            clapCount: knex.raw('clap_count - ?', [review.claps ?? 0]),
          }
        : {}),
    });
}

/**
 * An author edited a review (rating, kind) or it changed status: takes the old version out of
 * its company's counters and puts the new one in, keeping the votes it has where they are.
 */
export async function applyReviewEditToCounters(
  knex: Knex,
  before: CountedReview,
  after: CountedReview,
): Promise<void> {
  await applyReviewToCounters(knex, { ...before, upvotes: 0, claps: 0 }, -1);
  await applyReviewToCounters(knex, after, 1);
  const wasCounted = before.status === undefined || before.status === 'published';
  const isCounted = after.status === undefined || after.status === 'published';
  // A review leaving (or entering) the public set takes its votes with it (or brings them).
  if (wasCounted !== isCounted) {
    const sign = isCounted ? 1 : -1;
    await applyVoteToCounters(knex, after.companyId, {
      upvotes: sign * (after.upvotes ?? 0),
      claps: sign * (after.claps ?? 0),
    });
  }
}

/** Changes a company's vote totals (the review's own counters are the caller's). */
async function applyVoteToCounters(
  knex: Knex,
  companyId: number,
  delta: { upvotes?: number; claps?: number },
): Promise<void> {
  await knex('companies')
    .where('id', companyId)
    .update({
      upvoteCount: knex.raw('upvote_count + ?', [delta.upvotes ?? 0]),
      clapCount: knex.raw('clap_count + ?', [delta.claps ?? 0]),
    });
}

/** The columns an import's batch adds to (`company_counter_deltas`), besides `company_id`. */
export const DELTA_COLUMNS = [
  'review_count',
  'rating_count',
  'rating_sum',
  'complaint_count',
  'trust_weight_sum',
  'trust_rating_sum',
  ...STAR_COUNT_COLUMNS,
] as const;

/**
 * Folds the imports' pending counter deltas (`company_counter_deltas`, written with each
 * batch's reviews) into their companies, one update per company however many batches it was
 * in. Taking the rows and adding them is one statement: a delta is applied exactly once even
 * when two processes apply at the same time (the second finds the rows gone). The import
 * applies every few batches and at its end; the hourly housekeeping picks up what an
 * interrupted import left. Until then a company's counters lag behind its reviews, never drift from them.
 */
export async function applyCounterDeltas(knex: Knex): Promise<void> {
  const sums = DELTA_COLUMNS.map((column) => `sum(${column}) as ${column}`).join(', ');
  const adds = DELTA_COLUMNS.map((column) => `${column} = c.${column} + t.${column}`).join(', ');
  await knex.raw(
    `with taken as (delete from company_counter_deltas returning *),
     t as (select company_id, ${sums} from taken group by company_id)
     update companies c set ${adds}, updated_at = now() from t where c.id = t.company_id`,
  );
}

/**
 * Recounts companies from their published reviews in one statement: for the demo data and the
 * consistency check. `companyIds` undefined recounts every company. The recounted companies'
 * pending deltas go in the same statement: the recount already holds the reviews they stand
 * for (both read one snapshot; deltas committed after it stay, and so do their reviews).
 */
export async function recomputeCompanyCounters(knex: Knex, companyIds?: number[]): Promise<void> {
  if (companyIds && companyIds.length === 0) return;
  const halfLifeSeconds = TRUST.halfLifeDays * 24 * 60 * 60;
  const epochSeconds = TRUST.epoch / 1000;
  const weight = `power(2::double precision, (extract(epoch from r.created_at) - ?) / ?)`;
  const rated = starRatingSql('r');
  const query = knex.raw(
    `with counted_already as (
       delete from company_counter_deltas ${companyIds ? 'where company_id = any(?)' : ''}
     )
     update companies c set
       (review_count, rating_count, rating_sum, complaint_count, upvote_count, clap_count,
        trust_weight_sum, trust_rating_sum, ${STAR_COUNT_COLUMNS.join(', ')}) =
       (select count(*), count(*) filter (where ${rated}),
               coalesce(sum(r.rating) filter (where ${rated}), 0),
               count(*) filter (where r.type = 'complaint'),
               coalesce(sum(r.upvotes), 0), coalesce(sum(r.claps), 0),
               coalesce(sum(${weight}) filter (where ${rated}), 0),
               coalesce(sum(r.rating * ${weight}) filter (where ${rated}), 0),
               ${STAR_COUNT_COLUMNS.map((_, i) => `count(*) filter (where ${rated} and r.rating = ${i + 1})`).join(', ')}
        from reviews r where r.company_id = c.id and r.status = 'published')
     ${companyIds ? 'where c.id = any(?)' : ''}`,
    [
      ...(companyIds ? [companyIds] : []),
      epochSeconds,
      halfLifeSeconds,
      epochSeconds,
      halfLifeSeconds,
      ...(companyIds ? [companyIds] : []),
    ],
  );
  await query;
}
