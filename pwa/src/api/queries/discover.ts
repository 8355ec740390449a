import { useQuery } from '@tanstack/react-query';
import type { DiscoverAnswer } from '#shared/types/api';
import { getJson } from '../http.ts';
import { queryKeys } from '../queryKeys.ts';

/** The home page's lists: one call, cached by the server for a minute. */
export function useDiscover() {
  return useQuery({
    queryKey: queryKeys.discover,
    queryFn: () => getJson<DiscoverAnswer>('/api/discover'),
  });
}
