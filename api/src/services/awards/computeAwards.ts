import type { Quarter } from '#shared/awards/quarter';
import { formatQuarter, quarterBounds } from '#shared/awards/quarter';
import { plural } from '#shared/text/plural';
import { type Context, withTransaction } from '../../context.ts';
import { badRequest } from '../../http/errors.ts';
import { recordActivity } from '../activity/recordActivity.ts';
import { starRatingSql } from '../companies/starCounts.ts';
import { TRUST } from '../companies/trustScore.ts';
import { forgetMemoized } from '../discovery/memo.ts';
import { publishedReviewSql } from '../reviews/publishedReviews.ts';
import { awardThresholds } from '../settings/settings.ts';

export const AWARD_TYPE = 'category_winner';
const PLACES = 3;

export interface ComputedAwards {
  quarter: string;
  minReviews: number;
  minAverage: number;
  winners: number;
  categories: number;
}

/**
 * Fills the awards of one quarter: per main category, the top 3 companies by trust score over
 * that quarter's published star ratings (reviews; complaints and comments are not star ratings,
 * starCounts.ts), with the trust formula of trustScore.ts evaluated at the quarter's end (a
 * rating's weight halves every 180 days before it, prior of 7 ratings of 3.5), among companies
 * with at least N ratings in the quarter (`awardMinReviews`) whose average in the quarter is at
 * least M (`awardMinAverage`, default 4.0: an award means customers rated the company well, not
 * that it was the least bad of its category). A category where no company qualifies has no
 * award that quarter.
 *
 * Ties, in order: the higher score, then more ratings in the quarter, then the higher average
 * rating, then the lower company id (the longer-listed company). The order is total, so a
 * recompute of the same data gives the same winners.
 *
 * Idempotent: one transaction replaces the quarter's awards. The `award_quarters` upsert comes
 * first and locks that row, so two instances computing the same quarter run one after the other.
 */
export async function computeAwards(ctx: Context, quarter: Quarter): Promise<ComputedAwards> {
  const { start, end } = quarterBounds(quarter);
  if (start.getTime() > Date.now()) {
    throw badRequest(`${formatQuarter(quarter)} has not started yet`);
  }
  const { awardMinReviews: minReviews, awardMinAverage: minAverage } = await awardThresholds(ctx);
  const quarterText = `Q${quarter.quarter}`;
  const halfLifeSeconds = TRUST.halfLifeDays * 24 * 60 * 60;
  return withTransaction(ctx, async (trx) => {
    await trx
      .knex('award_quarters')
      .insert({
        year: quarter.year,
        quarter: quarter.quarter,
        minReviews,
        minAverage,
        computedAt: new Date(),
      })
      .onConflict(['year', 'quarter'])
      .merge(['minReviews', 'minAverage', 'computedAt']);
    await trx
      .knex('awards')
      .where({ year: quarter.year, quarter: quarterText, awardType: AWARD_TYPE })
      .delete();

    // The quarter's ratings are read through reviews_created_index (a range on created_at);
    // the weight of a rating is its decay from the quarter's end, 2^(-age / half-life).
    const weight = `power(2::double precision, -extract(epoch from (?::timestamptz - r.created_at)) / ?)`;
    const inserted = await trx.knex.raw(
      `insert into awards (company_id, category_id, award_type, position, quarter, year,
                           average_rating, review_count, trust_score, created_at)
       select company_id, category_id, ?, place, ?, ?, average_rating, rating_count, score, now()
       from (
         select s.*, row_number() over (
                  partition by s.category_id
                  order by s.score desc, s.rating_count desc, s.average_rating desc, s.company_id
                ) as place
         from (
           select c.id as company_id, cat.id as category_id,
                  count(*) as rating_count,
                  avg(r.rating)::float8 as average_rating,
                  (?::float8 * ?::float8 + sum(${weight} * r.rating)) /
                    (?::float8 + sum(${weight})) as score
           from reviews r
           join companies c on c.id = r.company_id
           join categories cat on cat.name = c.category
           where r.created_at >= ? and r.created_at < ? and ${starRatingSql('r')}
             and ${publishedReviewSql('r')}
           group by c.id, cat.id
           having count(*) >= ? and avg(r.rating) >= ?
         ) s
       ) ranked
       where place <= ?
       returning id, category_id as cat`,
      [
        AWARD_TYPE,
        quarterText,
        quarter.year,
        TRUST.priorCount,
        TRUST.priorMean,
        end,
        halfLifeSeconds,
        TRUST.priorCount,
        end,
        halfLifeSeconds,
        start,
        end,
        minReviews,
        minAverage,
        PLACES,
      ],
    );
    const rows = inserted.rows as Array<{ id: number; cat: number }>;
    const categories = new Set(rows.map((row) => row.cat)).size;
    await trx
      .knex('award_quarters')
      .where({ year: quarter.year, quarter: quarter.quarter })
      .update({ winnerCount: rows.length });
    await recordActivity(trx, {
      type: 'awards_computed',
      message: `Awards computed for ${formatQuarter(quarter)}: ${plural(rows.length, 'winner')} in ${plural(categories, 'category', 'categories')}`,
      entityType: 'awards',
      metadata: { quarter: formatQuarter(quarter), winners: rows.length, minReviews, minAverage },
    });
    return {
      quarter: formatQuarter(quarter),
      minReviews,
      minAverage,
      winners: rows.length,
      categories,
    };
  }).then((result) => {
    // This instance's memoised award lists are stale now (others expire within a minute).
    forgetMemoized(ctx.db);
    return result;
  });
}
