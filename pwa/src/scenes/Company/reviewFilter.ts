import {
  COMPANY_REVIEW_SORTS,
  type CompanyReviewFilter,
  type CompanyReviewSort,
  REVIEW_LIST_TYPES,
} from '#shared/api/reviewList';
import type { ReviewType } from '#shared/schemas/reviews';
import type { RatingBucket } from '#shared/types/api';

/**
 * The company page's review filter lives in the page's URL (`?sort=helpful&stars=5&type=review`)
 * so a filtered list can be shared and the Back button undoes a change. Anything unknown in
 * the URL falls back to the default rather than failing.
 */
export function filterFromSearch(params: URLSearchParams): CompanyReviewFilter {
  const sort = params.get('sort');
  const stars = Number(params.get('stars'));
  const type = params.get('type');
  return {
    sort: COMPANY_REVIEW_SORTS.includes(sort as CompanyReviewSort)
      ? (sort as CompanyReviewSort)
      : 'recent',
    stars: Number.isInteger(stars) && stars >= 1 && stars <= 5 ? stars : undefined,
    type: REVIEW_LIST_TYPES.includes(type as ReviewType) ? (type as ReviewType) : undefined,
  };
}

/** `params` with the filter written in (default values left out), other parameters kept. */
export function searchWithFilter(
  params: URLSearchParams,
  filter: CompanyReviewFilter,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of ['sort', 'stars', 'type']) next.delete(name);
  if (filter.sort !== 'recent') next.set('sort', filter.sort);
  if (filter.stars !== undefined) next.set('stars', String(filter.stars));
  if (filter.type !== undefined) next.set('type', filter.type);
  return next;
}

export function isFiltered(filter: CompanyReviewFilter): boolean {
  return filter.stars !== undefined || filter.type !== undefined;
}

/**
 * Each star's share of the rated items, in whole percents that add up to exactly 100 (largest
 * remainder), so the bars never read 101% or 99% in total. All zeros with no ratings.
 */
export function withPercentages(
  buckets: ReadonlyArray<RatingBucket>,
): Array<RatingBucket & { percent: number }> {
  const total = buckets.reduce((sum, bucket) => sum + bucket.count, 0);
  if (total === 0) return buckets.map((bucket) => ({ ...bucket, percent: 0 }));
  const exact = buckets.map((bucket) => (bucket.count * 100) / total);
  const percents = exact.map(Math.floor);
  let missing = 100 - percents.reduce((sum, p) => sum + p, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (missing <= 0) break;
    percents[index]! += 1;
    missing -= 1;
  }
  return buckets.map((bucket, index) => ({ ...bucket, percent: percents[index]! }));
}
