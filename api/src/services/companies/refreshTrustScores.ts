import type { Knex } from 'knex';

/** How old the stored trust scores may get before the daily refresh runs again. */
const TRUST_SCORE_REFRESH_INTERVAL_HOURS = 23;
const BATCH_IDS = 5000;

/**
 * Brings every stored `companies.trust_score` to the same instant.
 *
 * Why it is needed: the score decays with time (trustScore.ts), so the order of two companies
 * can change with no write to either. A trigger recomputes a company's score whenever its
 * rating sums change; this refresh recomputes the others. Between refreshes a row's score is
 * the score as of its last write or refresh: at most ~a day old, which moves a score by less
 * than 0.4 % of the distance between its recency-weighted mean and the prior, so only
 * near-ties can be listed in an order a fresh computation would swap.
 *
 * Set-based, in id ranges of 5,000 (one short statement each, so writers are never blocked for
 * long); companies without star ratings are stored at 0 (no score, listed last) and skipped.
 */
export async function refreshTrustScores(knex: Knex, at: Date = new Date()): Promise<number> {
  const bounds = (await knex('companies').min({ low: 'id' }).max({ high: 'id' }).first()) as
    | { low: number | null; high: number | null }
    | undefined;
  if (bounds?.low == null || bounds.high == null) return 0;
  let updated = 0;
  for (let from = bounds.low - 1; from < bounds.high; from += BATCH_IDS) {
    updated += await knex('companies')
      .where('id', '>', from)
      .where('id', '<=', from + BATCH_IDS)
      .where('rating_count', '>', 0)
      .update({
        trustScore: knex.raw('company_trust_score(trust_weight_sum, trust_rating_sum, ?)', [at]),
      });
  }
  return updated;
}

/** The daily refresh's row in `derived_data_refreshes`. */
const TRUST_REFRESH = 'trust_scores';

/**
 * Records the daily refresh as done now, without running it: for a caller that has just brought
 * every score up to date itself (`rebuildDerivedData`).
 */
export async function recordTrustScoresRefreshed(knex: Knex): Promise<void> {
  await knex.raw(
    `insert into derived_data_refreshes (name, refreshed_at) values (?, now())
     on conflict (name) do update set refreshed_at = excluded.refreshed_at`,
    [TRUST_REFRESH],
  );
}

/**
 * The daily refresh, for the hourly housekeeping of every instance: the first instance whose
 * tick finds the last refresh older than the interval claims it (one upsert) and runs it.
 * Returns the number of rows refreshed, or undefined when it was not due.
 */
export async function refreshTrustScoresWhenDue(knex: Knex): Promise<number | undefined> {
  const claimed = await knex.raw<{ rows: unknown[] }>(
    `insert into derived_data_refreshes as r (name, refreshed_at) values (?, now())
     on conflict (name) do update set refreshed_at = excluded.refreshed_at
     where r.refreshed_at < now() - make_interval(hours => ?)
     returning name`,
    [TRUST_REFRESH, TRUST_SCORE_REFRESH_INTERVAL_HOURS],
  );
  if (claimed.rows.length === 0) return undefined;
  return refreshTrustScores(knex);
}
