import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { companyApiPath, companyReviewsApiPath } from '#shared/api/paths';
import type { CompanyProfile, Competitor, Reply, ReviewItem } from '#shared/types/api';
import { getCursorPage, getJson } from '../http.ts';
import { queryKeys } from '../queryKeys.ts';

// Pages of ten (COMPANY_REVIEWS_PAGE_SIZE): a phone renders them quickly, and 'Load More
// Reviews' brings the rest. The URLs are shared with the server, which preloads the first ones.
export const companyUrl = companyApiPath;

export function fetchCompany(domain: string): Promise<CompanyProfile> {
  return getJson<CompanyProfile>(companyUrl(domain));
}

export const companyQuery = (domain: string) =>
  queryOptions({
    queryKey: queryKeys.company(domain),
    queryFn: () => fetchCompany(domain),
    enabled: domain !== '',
  });

export function useCompany(domain: string) {
  return useQuery(companyQuery(domain));
}

/** Newest first, a page at a time (`?before` cursor from `X-Next-Cursor`). */
export const companyReviewsQuery = (domain: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.reviews(domain),
    queryFn: ({ pageParam }) => getCursorPage<ReviewItem>(companyReviewsApiPath(domain, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled: domain !== '',
  });

export function useCompanyReviews(domain: string) {
  return useInfiniteQuery(companyReviewsQuery(domain));
}

export function useCompetitors(companyId: number | undefined) {
  return useQuery({
    queryKey: queryKeys.competitors(companyId ?? 0),
    queryFn: () => getJson<Competitor[]>(`/api/companies/${companyId}/competitors`),
    enabled: companyId !== undefined,
  });
}

/** Replies load only when someone opens them. */
export function useReplies(reviewId: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.replies(reviewId),
    queryFn: () => getJson<Reply[]>(`/api/reviews/${reviewId}/replies`),
    enabled,
  });
}
