import type { QueryBuilder } from 'objection';
import type { CompanyReviewFilter } from '#shared/api/reviewList';
import { badRequest } from '../../http/errors.ts';
import type { Review } from '../../models/Review.ts';
import type { ReviewCursor } from './reviewCursor.ts';

/**
 * The sort key of each sort, as SQL over `reviews`. Each expression is written exactly as in its
 * index (migration 20261124010701_rating_picture): PostgreSQL matches an expression index only
 * on the same expression. Every order is `key desc, created_at desc, id desc`, so one row
 * comparison continues any of them from a cursor. `recent` has no key.
 */
const SORT_KEY_SQL = {
  recent: undefined,
  helpful: '(reviews.upvotes + reviews.claps)',
  highest: 'coalesce(reviews.rating, 0)',
  lowest: '(-coalesce(reviews.rating, 6))',
} as const;

/**
 * With a stars filter every row has the same rating, so "highest" and "lowest" are the newest
 * first of those rows: served by the (company_id, rating, created_at, id) index, no key needed.
 */
function effectiveSort(filter: CompanyReviewFilter): CompanyReviewFilter['sort'] {
  if (filter.stars !== undefined && (filter.sort === 'highest' || filter.sort === 'lowest')) {
    return 'recent';
  }
  return filter.sort;
}

/** The SQL of the sort key the cursor must carry, or undefined for newest first. */
function sortKeySql(filter: CompanyReviewFilter): string | undefined {
  return SORT_KEY_SQL[effectiveSort(filter)];
}

/**
 * Adds the filters, the order and the cursor condition of a company's review list. A cursor
 * made for another sort is refused (400) rather than silently giving a wrong page.
 */
export function applyCompanyReviewOrder(
  query: QueryBuilder<Review>,
  filter: CompanyReviewFilter,
  before: ReviewCursor | undefined,
): void {
  if (filter.stars !== undefined) query.where('reviews.rating', filter.stars);
  if (filter.type !== undefined) query.where('reviews.type', filter.type);
  const key = sortKeySql(filter);
  if (key === undefined) {
    query.orderBy([
      { column: 'reviews.createdAt', order: 'desc' },
      { column: 'reviews.id', order: 'desc' },
    ]);
    if (before) {
      if (before.key !== undefined) throw badRequest('before: does not match the sort');
      query.whereRaw('(reviews.created_at, reviews.id) < (?::timestamptz, ?)', [
        before.createdAt,
        before.id,
      ]);
    }
    return;
  }
  query.select(query.modelClass().raw(`${key} as sort_key`));
  query.orderByRaw(`${key} desc, reviews.created_at desc, reviews.id desc`);
  if (before) {
    if (before.key === undefined) throw badRequest('before: does not match the sort');
    query.whereRaw(`(${key}, reviews.created_at, reviews.id) < (?, ?::timestamptz, ?)`, [
      before.key,
      before.createdAt,
      before.id,
    ]);
  }
}
