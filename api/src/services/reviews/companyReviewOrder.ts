import type { CompanyReviewFilter } from '#shared/api/reviewList';
import { type Sql, sql, sqlText } from '../../db/sql.ts';
import { badRequest } from '../../http/errors.ts';
import type { ReviewCursor } from './reviewCursor.ts';

/**
 * Where each sort reads its key, as SQL: the key, the date and id that break its ties, and the
 * table they come from. Each expression is written exactly as in its index (migration
 * 20261124010701_rating_picture): PostgreSQL matches an expression index only on the same
 * expression. "Most helpful" reads `review_helpfulness` (migration
 * 20261127150000_review_helpfulness), joined to the items: its order is not an index of
 * `reviews`, so a vote updates the item in place. Every order is `key desc, created_at desc,
 * id desc`, so one row comparison continues any of them from a cursor. `recent` has no key.
 */
interface SortKey {
  key: string;
  createdAt: string;
  id: string;
  /** The list's `from`, with `reviews` in it; its rows are the company's by `companyId`. */
  from: string;
  companyId: string;
}

const OF_REVIEWS = {
  createdAt: 'reviews.created_at',
  id: 'reviews.id',
  from: 'reviews',
  companyId: 'reviews.company_id',
};

const SORT_KEYS: Record<CompanyReviewFilter['sort'], SortKey | undefined> = {
  recent: undefined,
  helpful: {
    key: 'h.helpful',
    createdAt: 'h.created_at',
    id: 'h.review_id',
    from: 'review_helpfulness h join reviews on reviews.id = h.review_id',
    companyId: 'h.company_id',
  },
  highest: { key: 'coalesce(reviews.rating, 0)', ...OF_REVIEWS },
  lowest: { key: '(-coalesce(reviews.rating, 6))', ...OF_REVIEWS },
};

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

/** The parts of a company's review list statement that the sort, the filters and the cursor set. */
export interface CompanyReviewOrder {
  /** The list's `from` clause (`reviews`, or joined to the order's own table). */
  from: Sql;
  /** The column that holds the item's company, in that `from`. */
  companyId: Sql;
  /** The sort key as a select-list column to append (`, … as sort_key`); empty for newest first. */
  keyColumn: Sql;
  /** The filters' and the cursor's conditions, each as ` and …`, with their values. */
  conditions: Sql;
  /** The `order by` list. */
  orderBy: Sql;
}

/**
 * The filters, the order and the cursor condition of a company's review list, as SQL. The
 * text depends only on which filters and sort are asked for, never on their values (those are
 * bindings). A cursor made for another sort is refused (400) rather than silently giving a
 * wrong page.
 */
export function companyReviewOrder(
  filter: CompanyReviewFilter,
  before: ReviewCursor | undefined,
): CompanyReviewOrder {
  let conditions = sql``;
  if (filter.stars !== undefined) {
    // Stars are reviews' (starCounts.ts): a complaint's stored 1 is not a 1-star rating.
    conditions = sql`${conditions} and reviews.rating = ${filter.stars} and reviews.type = 'review'`;
  }
  if (filter.type !== undefined) {
    conditions = sql`${conditions} and reviews.type = ${filter.type}`;
  }
  const sort = SORT_KEYS[effectiveSort(filter)];
  if (before && (before.key === undefined) !== (sort === undefined)) {
    throw badRequest('before: does not match the sort');
  }
  if (sort === undefined) {
    if (before) {
      conditions = sql`${conditions} and (reviews.created_at, reviews.id) < (${before.createdAt}::timestamptz, ${before.id})`;
    }
    return {
      from: sqlText(OF_REVIEWS.from),
      companyId: sqlText(OF_REVIEWS.companyId),
      keyColumn: sql``,
      conditions,
      orderBy: sql`reviews.created_at desc, reviews.id desc`,
    };
  }
  const key = sqlText(sort.key);
  const createdAt = sqlText(sort.createdAt);
  const id = sqlText(sort.id);
  if (before) {
    conditions = sql`${conditions} and (${key}, ${createdAt}, ${id}) < (${before.key}, ${before.createdAt}::timestamptz, ${before.id})`;
  }
  return {
    from: sqlText(sort.from),
    companyId: sqlText(sort.companyId),
    keyColumn: sql`, ${key} as sort_key`,
    conditions,
    orderBy: sql`${key} desc, ${createdAt} desc, ${id} desc`,
  };
}
