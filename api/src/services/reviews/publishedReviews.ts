/**
 * The one place that says which reviews count in public aggregates that discovery computes from
 * the `reviews` table itself (awards, home page lists, JSON-LD): every such query adds
 * `and ${publishedReviewSql('r')}`. Held (pending) and rejected reviews never count.
 */
export function publishedReviewSql(alias: string): string {
  return `${alias}.status = 'published'`;
}
