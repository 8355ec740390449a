import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { CategoryCounts, CompanySummary } from '#shared/types/api';
import { getJson, getOffsetPage, withQuery } from '../http.ts';
import { queryKeys } from '../queryKeys.ts';

const CATEGORY_PAGE_SIZE = 24;

export function useCategoryCounts() {
  return useQuery({
    queryKey: queryKeys.categoryCounts,
    queryFn: () => getJson<CategoryCounts>('/api/categories/counts'),
  });
}

/** A category's companies, best first, a page at a time; the total is `X-Total-Count`. */
export function useCategoryCompanies(slug: string | undefined) {
  return useInfiniteQuery({
    queryKey: queryKeys.categoryCompanies(slug ?? ''),
    queryFn: ({ pageParam }) =>
      getOffsetPage<CompanySummary>(
        withQuery(`/api/categories/${encodeURIComponent(slug ?? '')}/companies`, {
          limit: CATEGORY_PAGE_SIZE,
          offset: pageParam,
        }),
        pageParam,
      ),
    initialPageParam: 0,
    getNextPageParam: (page) => {
      const next = page.offset + page.items.length;
      return page.items.length > 0 && next < page.total ? next : undefined;
    },
    // §7: runs only when a slug exists.
    enabled: Boolean(slug),
  });
}
