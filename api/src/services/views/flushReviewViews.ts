import type { Knex } from 'knex';

/** One review seen on screen: which review, which viewer (hashed), which day. */
export interface ReviewView {
  reviewId: number;
  viewerHash: string;
  day: string;
}

/**
 * Writes a batch of review views in one statement, like `flushProfileViews`: the new
 * (review, viewer, day) rows, and each review's `views` raised by exactly its new rows. Ids of
 * reviews that do not exist (deleted since the page loaded, or never did) are skipped. Returns
 * how many views were counted.
 */
export async function flushReviewViews(knex: Knex, views: readonly ReviewView[]): Promise<number> {
  if (views.length === 0) return 0;
  const { rows } = await knex.raw<{ rows: Array<{ counted: number }> }>(
    `with batch as (
       select * from unnest(?::int[], ?::varchar[], ?::date[]) as b(review_id, viewer_hash, day)
     ),
     inserted as (
       insert into review_views (review_id, viewer_hash, day)
       select b.review_id, b.viewer_hash, b.day from batch b join reviews r on r.id = b.review_id
       on conflict do nothing
       returning review_id
     ),
     counted as (
       update reviews r set views = r.views + i.n
       from (select review_id, count(*)::int as n from inserted group by review_id) i
       where r.id = i.review_id
     )
     select count(*)::int as counted from inserted`,
    [views.map((v) => v.reviewId), views.map((v) => v.viewerHash), views.map((v) => v.day)],
  );
  return rows[0]?.counted ?? 0;
}
