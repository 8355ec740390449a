import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getAdminPage } from './client.ts';

/**
 * A server-side searched and paginated admin list. The previous page stays on screen while
 * the next loads, so the table does not flash empty between pages or keystrokes.
 */
export function useAdminPage<T>(
  path: string,
  params: Record<string, string | number | undefined>,
  page: number,
) {
  return useQuery({
    queryKey: ['admin', path, params, page],
    queryFn: () => getAdminPage<T>(path, params, page),
    placeholderData: keepPreviousData,
  });
}
