import type { UserReviewSort } from '#shared/schemas/reviews';

/**
 * Every query key in one place. Keys are URL parts (the default query joins them with '/'),
 * and their first part says which resource they hold, so the offline cache (issue 7) can pick
 * company, review, category and user queries by prefix.
 */
export const queryKeys = {
  currentUser: ['/api/auth/user'] as const,
  search: (q: string) => ['/api/companies/search', q] as const,
  company: (domain: string) => ['/api/companies/domain', domain] as const,
  reviews: (domain: string) => ['/api/companies/domain', domain, 'reviews'] as const,
  competitors: (companyId: number) => ['/api/companies', companyId, 'competitors'] as const,
  replies: (reviewId: number) => ['/api/reviews', reviewId, 'replies'] as const,
  categoryCounts: ['/api/categories/counts'] as const,
  categoryCompanies: (slug: string) => ['/api/categories', slug, 'companies'] as const,
  user: (id: string) => ['/api/users', id] as const,
  userStats: (id: string) => ['/api/users', id, 'stats'] as const,
  userReviews: (id: string, sort: UserReviewSort) => ['/api/users', id, 'reviews', sort] as const,
};
