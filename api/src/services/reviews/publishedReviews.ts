/**
 * The one place that says which reviews count in public aggregates that discovery computes from
 * the `reviews` table itself (awards, home page lists, JSON-LD): every such query adds
 * `and ${publishedReviewSql('r')}`. Today every stored review is public; when reviews gain a
 * moderation status (pending / published / rejected), this becomes
 * `${alias}.status = 'published'` and every one of those queries follows.
 */
export function publishedReviewSql(_alias: string): string {
  // `_alias` names the reviews table in the caller's query, for the status condition to come.
  return 'true';
}
