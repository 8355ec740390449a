/**
 * The trust score (public API issue): a Bayesian average with a prior of 7 ratings of 3.5,
 * where each rating's weight halves every 180 days.
 *
 * Weights are stored relative to a fixed epoch: a rating made at time t adds
 * W = 2^((t − epoch) / halfLife) to `trust_weight_sum` and W·rating to `trust_rating_sum`.
 * At any later time `now`, every weight is off by the same factor f = 2^(−(now − epoch) /
 * halfLife), so the score is exact with one multiplication and nothing is ever recomputed.
 */
export const TRUST = {
  priorCount: 7,
  priorMean: 3.5,
  halfLifeDays: 180,
  epoch: Date.UTC(2020, 0, 1),
} as const;

const HALF_LIFE_MS = TRUST.halfLifeDays * 24 * 60 * 60 * 1000;

/** The stored weight of a rating made at `at`. */
export function recencyWeight(at: Date): number {
  return 2 ** ((at.getTime() - TRUST.epoch) / HALF_LIFE_MS);
}

/** The factor that turns stored weights into weights as of `now`. */
function decayFactor(now: Date = new Date()): number {
  return 2 ** (-(now.getTime() - TRUST.epoch) / HALF_LIFE_MS);
}

/**
 * The score as of `now`; null for a company without published star ratings (issue 34 item 4:
 * no score without evidence; the prior alone is not one, and a complaint is not a rating,
 * starCounts.ts). The public site shows "Not yet rated" instead.
 */
export function trustScore(
  sums: { trustWeightSum: number; trustRatingSum: number; ratingCount: number },
  now: Date = new Date(),
): number | null {
  if (sums.ratingCount <= 0) return null;
  const f = decayFactor(now);
  return (
    (TRUST.priorCount * TRUST.priorMean + sums.trustRatingSum * f) /
    (TRUST.priorCount + sums.trustWeightSum * f)
  );
}

/** Mean over the star ratings (reviews; complaints and comments carry none, starCounts.ts). */
export function averageRating(sums: { ratingSum: number; ratingCount: number }): number | null {
  return sums.ratingCount > 0 ? sums.ratingSum / sums.ratingCount : null;
}

/**
 * The same score as SQL over a `companies` alias, for ORDER BY (bind the returned values): 0
 * for an unrated company, as stored (it lists last).
 */
export function trustScoreSql(alias = 'companies', now: Date = new Date()) {
  return {
    // Typed placeholders: PostgreSQL cannot pick a `*` for two untyped parameters.
    sql: `(case when ${alias}.rating_count > 0 then ((?::float8 * ?::float8) + ${alias}.trust_rating_sum * ?::float8) / (?::float8 + ${alias}.trust_weight_sum * ?::float8) else 0 end)`,
    bindings: [
      TRUST.priorCount,
      TRUST.priorMean,
      decayFactor(now),
      TRUST.priorCount,
      decayFactor(now),
    ],
  };
}
