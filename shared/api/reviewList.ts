import type { ReviewType } from '../schemas/reviews.ts';

// No zod here: the company page imports these, and zod loads only with a form (pwa/src/api/schemas.ts).

/** The sorts of a company's review list (issue 14): newest, most voted, highest, lowest rated. */
export const COMPANY_REVIEW_SORTS = ['recent', 'helpful', 'highest', 'lowest'] as const;
export type CompanyReviewSort = (typeof COMPANY_REVIEW_SORTS)[number];

/** The item types a list can be filtered to (the same as `REVIEW_TYPES`, without zod). */
export const REVIEW_LIST_TYPES = [
  'review',
  'complaint',
  'comment',
] as const satisfies readonly ReviewType[];

/** What a company's review list shows: a sort and optional filters by stars and by type. */
export interface CompanyReviewFilter {
  sort: CompanyReviewSort;
  stars?: number | undefined;
  type?: ReviewType | undefined;
}
