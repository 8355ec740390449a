import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { UserReviewSort } from '#shared/schemas/reviews';
import type { UserProfile, UserReviewItem, UserStats } from '#shared/types/api';
import { getJson, getOffsetPage, withQuery } from '../http.ts';
import { queryKeys } from '../queryKeys.ts';

const USER_REVIEWS_PAGE_SIZE = 10;

const userUrl = (id: string) => `/api/users/${encodeURIComponent(id)}`;

export function useUser(id: string) {
  return useQuery({
    queryKey: queryKeys.user(id),
    queryFn: () => getJson<UserProfile>(userUrl(id)),
  });
}

export function useUserStats(id: string) {
  return useQuery({
    queryKey: queryKeys.userStats(id),
    queryFn: () => getJson<UserStats>(`${userUrl(id)}/stats`),
  });
}

/** The user's items in the chosen order (the server sorts), "Load More Reviews" at a time. */
export function useUserReviews(id: string, sort: UserReviewSort) {
  return useInfiniteQuery({
    queryKey: queryKeys.userReviews(id, sort),
    queryFn: ({ pageParam }) =>
      getOffsetPage<UserReviewItem>(
        withQuery(`${userUrl(id)}/reviews`, {
          sort,
          limit: USER_REVIEWS_PAGE_SIZE,
          offset: pageParam,
        }),
        pageParam,
      ),
    initialPageParam: 0,
    getNextPageParam: (page) => {
      const next = page.offset + page.items.length;
      return page.items.length > 0 && next < page.total ? next : undefined;
    },
  });
}
