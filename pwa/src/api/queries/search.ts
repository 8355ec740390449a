import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SearchSuggestion } from '#shared/types/api';
import { searchCachedCompanies } from '../../offline/cachedCompanies.ts';
import { getJson, withQuery } from '../http.ts';
import { queryKeys } from '../queryKeys.ts';

export const SUGGESTION_LIMIT = 5;
export const SUGGESTION_MIN_CHARS = 2;

/**
 * Offline (or when the search call fails), the suggestions come from the companies already on
 * this device, so the search box still finds what was browsed before.
 */
export async function fetchSuggestions(
  q: string,
  queryClient: QueryClient,
): Promise<SearchSuggestion[]> {
  const onDevice = () => searchCachedCompanies(queryClient, q, SUGGESTION_LIMIT);
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return onDevice();
  try {
    return await getJson<SearchSuggestion[]>(
      withQuery('/api/companies/search', { q, limit: SUGGESTION_LIMIT }),
    );
  } catch (error) {
    // §8: a suggestion failure is logged only; the list is emptied and nothing is shown.
    console.warn('Company suggestions failed', error);
    return onDevice();
  }
}

/** Suggestions for the trimmed text, fetched only from two characters on (§5). */
export function useSuggestions(text: string) {
  const q = text.trim();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.search(q),
    queryFn: () => fetchSuggestions(q, queryClient),
    enabled: q.length >= SUGGESTION_MIN_CHARS,
  });
}
