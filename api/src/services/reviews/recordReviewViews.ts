import { utcDay } from '#shared/dates/utcDay';
import { type Context, withTransaction } from '../../context.ts';

/**
 * Counts a view of each listed review unless this viewer already viewed it today; ids of
 * reviews that do not exist (deleted since the page loaded) are skipped. Returns how many
 * counters went up. Two statements whatever the batch size: insert the new (review, viewer,
 * day) rows, then bump exactly the reviews whose row was new.
 */
export async function recordReviewViews(
  ctx: Context,
  reviewIds: readonly number[],
  viewerHash: string,
  day: string = utcDay(),
): Promise<number> {
  const ids = [...new Set(reviewIds)];
  return withTransaction(ctx, async ({ knex }) => {
    const existing = knex('reviews')
      .whereIn('id', ids)
      .select('id', knex.raw('?::varchar', [viewerHash]), knex.raw('?::date', [day]));
    const inserted: Array<{ reviewId: number }> = await knex
      .into(knex.raw('?? (??, ??, ??)', ['review_views', 'review_id', 'viewer_hash', 'day']))
      .insert(existing)
      .onConflict(['review_id', 'viewer_hash', 'day'])
      .ignore()
      .returning('review_id');
    if (inserted.length === 0) return 0;
    await knex('reviews')
      .whereIn(
        'id',
        inserted.map((row) => row.reviewId),
      )
      .increment('views', 1);
    return inserted.length;
  });
}
