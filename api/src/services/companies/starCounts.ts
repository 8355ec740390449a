import type { Knex } from 'knex';

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
