import type { REVIEW_FILTERS } from '#shared/schemas/admin';
import { companyMatch } from '../companies/companySearch.ts';
import { wordPrefixQuery } from '../search.ts';
import type { SqlFragment } from '../sql.ts';

type ReviewFilter = (typeof REVIEW_FILTERS)[number];

export interface ReviewSearch {
  q?: string;
  filter?: ReviewFilter;
  /** One account's reviews (the admin's user detail links here). */
  userId?: string;
}

/** The tiers of the Reviews screen's filter buttons (§9: high 4 or more, low 2 or less). */
const FILTER_SQL: Record<ReviewFilter, string | undefined> = {
  all: undefined,
  complaints: "reviews.type = 'complaint'",
  high: 'reviews.rating >= 4',
  low: 'reviews.rating <= 2',
  // Held for moderation or email verification (issue 13), waiting for Approve / Reject.
  pending: "reviews.status = 'pending'",
  // Flagged by visitors, not yet dismissed by staff.
  flagged: 'reviews.open_flag_count > 0',
};

/**
 * Conditions on `reviews` for a search and a filter button. The search matches words of title
 * and content by prefix (full-text index `reviews_search_fts`), or the company's name or domain:
 * the matching companies' ids come from their trigram indexes as an array, so both branches are
 * index scans that PostgreSQL ORs together.
 */
export function reviewConditions(search: ReviewSearch): SqlFragment[] {
  const conditions: SqlFragment[] = [];
  const filter = FILTER_SQL[search.filter ?? 'all'];
  if (filter) conditions.push({ sql: filter, bindings: [] });
  if (search.userId) conditions.push({ sql: 'reviews.user_id = ?', bindings: [search.userId] });
  const q = search.q?.trim() ?? '';
  if (q) conditions.push(textMatch(q));
  return conditions;
}

/** Title, content, company name or domain (reviews list and complaints). */
export function textMatch(q: string): SqlFragment {
  const words = wordPrefixQuery(q);
  const company = companyMatch(q, { categories: false });
  const byCompany = `reviews.company_id = any(array(select companies.id from companies where ${company.sql}))`;
  if (!words) return { sql: byCompany, bindings: company.bindings };
  return {
    sql: `(to_tsvector('simple', reviews.title || ' ' || reviews.content) @@ to_tsquery('simple', ?) or ${byCompany})`,
    bindings: [words, ...company.bindings],
  };
}
