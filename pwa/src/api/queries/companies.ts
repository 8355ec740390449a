import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { companyApiPath, companyReviewsApiPath } from '#shared/api/paths';
import type { CompanyReviewFilter } from '#shared/api/reviewList';
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

const NEWEST_FIRST: CompanyReviewFilter = { sort: 'recent' };

/**
 * A page at a time (`?before` cursor from `X-Next-Cursor`), newest first unless a sort or
 * filter is chosen; the server does the sorting and filtering.
 */
export const companyReviewsQuery = (domain: string, filter: CompanyReviewFilter = NEWEST_FIRST) =>
  infiniteQueryOptions({
    queryKey: queryKeys.reviewList(domain, filter),
    queryFn: ({ pageParam }) =>
      getCursorPage<ReviewItem>(companyReviewsApiPath(domain, pageParam, filter)),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled: domain !== '',
  });

export function useCompanyReviews(domain: string, filter?: CompanyReviewFilter) {
  return useInfiniteQuery(companyReviewsQuery(domain, filter));
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
