import type { CompanyReviewFilter } from '#shared/api/reviewList';
import type { UserReviewSort } from '#shared/schemas/reviews';

/**
 * Every query key in one place. Keys are URL parts (the default query joins them with '/'),
 * and their first part says which resource they hold, so the offline cache (issue 7) can pick
 * company, review, category and user queries by prefix.
 */
export const queryKeys = {
  currentUser: ['/api/auth/user'] as const,
  dataRights: ['/api/account/data-rights'] as const,
  search: (q: string) => ['/api/companies/search', q] as const,
  company: (domain: string) => ['/api/companies/domain', domain] as const,
  /** Every list of a company's reviews (the prefix writes invalidate). */
  reviews: (domain: string) => ['/api/companies/domain', domain, 'reviews'] as const,
  /** One sorted, filtered list: each is cached (and kept offline) on its own. */
  reviewList: (domain: string, filter: CompanyReviewFilter) =>
    [
      '/api/companies/domain',
      domain,
      'reviews',
      filter.sort,
      filter.stars ?? 'all',
      filter.type ?? 'all',
    ] as const,
  companyAwards: (companyId: number) => ['/api/companies', companyId, 'awards'] as const,
  discover: ['/api/discover'] as const,
  site: ['/api/site'] as const,
  awards: (quarter: string | undefined) => ['/api/awards', quarter ?? 'latest'] as const,
  competitors: (companyId: number) => ['/api/companies', companyId, 'competitors'] as const,
  /** A company's questions with their answers (issue 14): kept offline like its reviews. */
  questions: (companyId: number) => ['/api/companies', companyId, 'questions'] as const,
  faqs: (companyId: number) => ['/api/companies', companyId, 'faqs'] as const,
  replies: (reviewId: number) => ['/api/reviews', reviewId, 'replies'] as const,
  categoryCounts: ['/api/categories/counts'] as const,
  categoryCompanies: (slug: string) => ['/api/categories', slug, 'companies'] as const,
  user: (id: string) => ['/api/users', id] as const,
  userStats: (id: string) => ['/api/users', id, 'stats'] as const,
  userReviews: (id: string, sort: UserReviewSort) => ['/api/users', id, 'reviews', sort] as const,
};
