import { useQuery } from '@tanstack/react-query';
import type { SearchSuggestion } from '#shared/types/api';
import { getJson, withQuery } from '../http.ts';
import { queryKeys } from '../queryKeys.ts';

export const SUGGESTION_LIMIT = 5;
export const SUGGESTION_MIN_CHARS = 2;

export async function fetchSuggestions(q: string): Promise<SearchSuggestion[]> {
  try {
    return await getJson<SearchSuggestion[]>(
      withQuery('/api/companies/search', { q, limit: SUGGESTION_LIMIT }),
    );
  } catch (error) {
    // §8: a suggestion failure is logged only; the list is emptied and nothing is shown.
    console.warn('Company suggestions failed', error);
    return [];
  }
}

/** Suggestions for the trimmed text, fetched only from two characters on (§5). */
export function useSuggestions(text: string) {
  const q = text.trim();
  return useQuery({
    queryKey: queryKeys.search(q),
    queryFn: () => fetchSuggestions(q),
    enabled: q.length >= SUGGESTION_MIN_CHARS,
  });
}
