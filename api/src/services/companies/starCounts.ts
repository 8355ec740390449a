import type { Knex } from 'knex';

/*
 * The one rule for what is a star rating (issue 34 item 7): a review's stars. A complaint is
 * not one: its form hides the star input and stores 1 whatever the author thinks of the
 * company (public-site.md §4), so complaints are counted apart (`complaint_count`) and stay
 * out of the average, the distribution, the trust score and the awards. Comments have no rating.
 */

/** Whether a review's rating counts as stars (see above). */
export function isStarRating(review: { type: string; rating: number | null }): boolean {
  return review.type === 'review' && review.rating !== null;
}

/** The same rule as SQL over a `reviews` alias. */
export function starRatingSql(alias: string): string {
  return `(${alias}.type = 'review' and ${alias}.rating is not null)`;
}

/**
 * The per-star counters on `companies` (`one_star_count` … `five_star_count`), index 0 = 1 star.
 * Kept with the other counters (counters.ts) so a company's distribution is one row read.
 */
export const STAR_COUNT_COLUMNS = [
  'one_star_count',
  'two_star_count',
  'three_star_count',
  'four_star_count',
  'five_star_count',
] as const;

/** The counter a rating moves, as an update fragment (`{}` for a comment: no rating). */
export function starCountUpdate(
  knex: Knex,
  rating: number | null,
  sign: 1 | -1,
): Record<string, Knex.Raw> {
  const column = rating === null ? undefined : STAR_COUNT_COLUMNS[rating - 1];
  if (!column) return {};
  return { [column]: knex.raw('?? + ?', [column, sign]) };
}

/** A company's counts from 5 stars down to 1. */
export interface StarCounts {
  oneStarCount: number;
  twoStarCount: number;
  threeStarCount: number;
  fourStarCount: number;
  fiveStarCount: number;
}

export function ratingDistribution(company: StarCounts): Array<{ stars: number; count: number }> {
  return [
    { stars: 5, count: company.fiveStarCount },
    { stars: 4, count: company.fourStarCount },
    { stars: 3, count: company.threeStarCount },
    { stars: 2, count: company.twoStarCount },
    { stars: 1, count: company.oneStarCount },
  ];
}
