import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SearchSuggestion } from '#shared/types/api';
import { searchCachedCompanies } from '../../offline/cachedCompanies.ts';
import { getJson, withQuery } from '../http.ts';
import { queryKeys } from '../queryKeys.ts';

const SUGGESTION_LIMIT = 5;
export const SUGGESTION_MIN_CHARS = 2;

/** A suggestion; `onDevice` when it came from this device because the network did not answer. */
export type Suggestion = SearchSuggestion & { onDevice?: true };

/**
 * Offline (or when the search call fails), the suggestions come from the companies already on
 * this device, so the search box still finds what was browsed before. They say so: a network
 * that does not answer while `navigator.onLine` is true (a weak signal, a captive portal) is
 * offline all the same.
 */
async function fetchSuggestions(q: string, queryClient: QueryClient): Promise<Suggestion[]> {
  const onDevice = () =>
    searchCachedCompanies(queryClient, q, SUGGESTION_LIMIT).map((company) => ({
      ...company,
      onDevice: true as const,
    }));
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
