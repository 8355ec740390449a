import { lastEndedQuarter, type Quarter, quarterBounds } from '#shared/awards/quarter';
import type { Context } from '../../context.ts';
import { type ComputedAwards, computeAwards } from './computeAwards.ts';

/**
 * Computes the last ended quarter's awards unless they were computed after it ended. Called
 * every hour by the awards schedule on every instance: after the first success it is one
 * primary-key read, and two instances racing are serialised by computeAwards' row lock (the
 * second recomputes the same winners).
 *
 * First, any earlier quarter computed before the minimum-average rule (`min_average` null,
 * migration 20261128030000) is computed again by today's rule, so old awards follow it too.
 */
export async function computeDueAwards(
  ctx: Context,
  now: Date = new Date(),
): Promise<ComputedAwards | undefined> {
  const stale: Quarter[] = await ctx
    .knex('award_quarters')
    .whereNull('minAverage')
    .orderBy(['year', 'quarter'])
    .select('year', 'quarter');
  for (const old of stale) await computeAwards(ctx, old);
  const quarter = lastEndedQuarter(now);
  const row = await ctx
    .knex('award_quarters')
    .where({ year: quarter.year, quarter: quarter.quarter })
    .first('computedAt');
  if (row && new Date(row.computedAt) >= quarterBounds(quarter).end) return undefined;
  return computeAwards(ctx, quarter);
}
