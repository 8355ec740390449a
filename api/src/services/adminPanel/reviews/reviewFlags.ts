import type { FlagReason } from '#shared/schemas/reviews';
import { type Context, withTransaction } from '../../../context.ts';
import { notFound } from '../../../http/errors.ts';
import { Review } from '../../../models/Review.ts';
import { actingAdminId, authorizeAdmin } from '../../../policies/adminPolicy.ts';
import { clearOpenFlags } from '../../reviews/reviewCounterQueries.ts';

export interface FlagSummary {
  reason: FlagReason;
  count: number;
  /** The visitors' own words (the newest few), for `other` and the rest. */
  details: string[];
}

/** The open flags of some reviews, by reason with counts (admin Flagged filter, CLI). */
export async function openFlagsOf(
  ctx: Context,
  reviewIds: number[],
): Promise<Map<number, FlagSummary[]>> {
  const byReview = new Map<number, FlagSummary[]>();
  if (reviewIds.length === 0) return byReview;
  const rows: Array<{ reviewId: number; reason: FlagReason; count: number; details: string[] }> =
    await ctx
      .knex('review_flags')
      .whereIn('reviewId', reviewIds)
      .whereNull('dismissedAt')
      .groupBy('reviewId', 'reason')
      .orderBy([{ column: 'reviewId' }, { column: 'reason' }])
      .select(
        'reviewId',
        'reason',
        ctx.knex.raw('count(*)::int as count'),
        ctx.knex.raw(
          "coalesce((array_agg(details order by created_at desc) filter (where details is not null))[1:5], '{}') as details",
        ),
      );
  for (const row of rows) {
    const list = byReview.get(row.reviewId) ?? [];
    list.push({ reason: row.reason, count: row.count, details: row.details });
    byReview.set(row.reviewId, list);
  }
  return byReview;
}

/** Staff dismiss a review's open flags: it leaves the Flagged filter, the flags stay on record. */
export async function dismissFlags(ctx: Context, reviewId: number): Promise<number> {
  authorizeAdmin(ctx.actor, 'moderate');
  return withTransaction(ctx, async (trx) => {
    const review = await Review.query(trx.knex).findById(reviewId).forUpdate();
    if (!review) throw notFound('Review not found');
    const dismissed = await trx
      .knex('review_flags')
      .where({ reviewId })
      .whereNull('dismissedAt')
      .update({ dismissedAt: new Date(), dismissedBy: actingAdminId(trx.actor) });
    await clearOpenFlags(trx.knex, reviewId);
    return dismissed;
  });
}
