import type { CompanyReviewFilter } from '#shared/api/reviewList';
import { badRequest } from '../../http/errors.ts';
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

/** The parts of a company's review list statement that the sort, the filters and the cursor set. */
export interface CompanyReviewOrder {
  /** The sort key as a select-list column to append (`, … as sort_key`); '' for newest first. */
  keyColumn: string;
  /** The filters' and the cursor's conditions, each as ` and …`. */
  conditions: string;
  /** The conditions' bindings, in order. */
  bindings: unknown[];
  /** The `order by` list. */
  orderBy: string;
}

/**
 * The filters, the order and the cursor condition of a company's review list, as SQL. The
 * text depends only on which filters and sort are asked for, never on their values (those are
 * bindings): one prepared statement per shape. A cursor made for another sort is refused
 * (400) rather than silently giving a wrong page.
 */
export function companyReviewOrder(
  filter: CompanyReviewFilter,
  before: ReviewCursor | undefined,
): CompanyReviewOrder {
  let conditions = '';
  const bindings: unknown[] = [];
  if (filter.stars !== undefined) {
    conditions += ' and reviews.rating = ?';
    bindings.push(filter.stars);
  }
  if (filter.type !== undefined) {
    conditions += ' and reviews.type = ?';
    bindings.push(filter.type);
  }
  const key = sortKeySql(filter);
  if (before && (before.key === undefined) !== (key === undefined)) {
    throw badRequest('before: does not match the sort');
  }
  if (key === undefined) {
    if (before) {
      conditions += ' and (reviews.created_at, reviews.id) < (?::timestamptz, ?)';
      bindings.push(before.createdAt, before.id);
    }
    return {
      keyColumn: '',
      conditions,
      bindings,
      orderBy: 'reviews.created_at desc, reviews.id desc',
    };
  }
  if (before) {
    conditions += ` and (${key}, reviews.created_at, reviews.id) < (?, ?::timestamptz, ?)`;
    bindings.push(before.key, before.createdAt, before.id);
  }
  return {
    keyColumn: `, ${key} as sort_key`,
    conditions,
    bindings,
    orderBy: `${key} desc, reviews.created_at desc, reviews.id desc`,
  };
}
