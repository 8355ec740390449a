import { formatQuarter, type Quarter } from '#shared/awards/quarter';
import type { Context } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { Award } from '../../models/Award.ts';
import { AWARD_TYPE } from './computeAwards.ts';

export interface AwardQuarterRow {
  year: number;
  quarter: number;
  minReviews: number;
  /** Null for a quarter computed before the average rule (computeDueAwards redoes it). */
  minAverage: number | null;
  winnerCount: number;
  computedAt: Date;
}

export interface QuarterAwards {
  quarter: AwardQuarterRow | undefined;
  winners: Award[];
  /** Every computed quarter, newest first ("Previous Award Winners"). */
  quarters: AwardQuarterRow[];
}

/**
 * The winners of a computed quarter (the latest when `quarter` is undefined) with their company
 * and category, by category then place. A quarter that was never computed is a 404; one
 * computed without winners answers an empty list.
 */
export async function listAwards(
  ctx: Context,
  quarter: Quarter | undefined,
): Promise<QuarterAwards> {
  // A few rows per quarter: the primary key (year, quarter) orders them.
  const quarters: AwardQuarterRow[] = await ctx
    .knex('award_quarters')
    .orderBy([
      { column: 'year', order: 'desc' },
      { column: 'quarter', order: 'desc' },
    ])
    .limit(40);
  const chosen = quarter
    ? quarters.find((row) => row.year === quarter.year && row.quarter === quarter.quarter)
    : quarters[0];
  if (quarter && !chosen) {
    throw notFound(`Awards for ${formatQuarter(quarter)} have not been computed`);
  }
  if (!chosen) return { quarter: undefined, winners: [], quarters };
  const winners = await Award.query(ctx.knex)
    .where({
      'awards.year': chosen.year,
      'awards.quarter': `Q${chosen.quarter}`,
      awardType: AWARD_TYPE,
    })
    .withGraphJoined('[company, category]')
    .orderBy([
      { column: 'category.position', order: 'asc' },
      { column: 'awards.position', order: 'asc' },
    ]);
  return { quarter: chosen, winners, quarters };
}

/** A company's awards, newest quarter first (its badges). */
export async function listCompanyAwards(ctx: Context, companyId: number): Promise<Award[]> {
  return Award.query(ctx.knex)
    .where('awards.companyId', companyId)
    .withGraphJoined('category')
    .orderBy([
      { column: 'awards.year', order: 'desc' },
      { column: 'awards.quarter', order: 'desc' },
      { column: 'awards.position', order: 'asc' },
    ])
    .limit(20);
}
