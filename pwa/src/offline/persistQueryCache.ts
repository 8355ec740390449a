import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Query, QueryClient } from '@tanstack/react-query';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { BUILD_ID } from './buildId.ts';

const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const QUERY_CACHE_KEY = 'b2b-reviews-query-cache';

// Company (profile, reviews, competitors), review (replies), category and user profile data:
// public, and what a visitor reads again offline. The session (`/api/auth/user`) and search
// suggestions are left out: one is per person, the other is rebuilt from the companies.
const PERSISTED = [
  '/api/companies',
  '/api/reviews',
  '/api/categories',
  '/api/users',
  '/api/awards',
  '/api/discover',
  // The platform name and support address, so an offline start shows the right ones.
  '/api/site',
  // The owner dashboard (issue 37): its last figures, lists and invitations open offline, with
  // an "as of" time. Per account: a change of session drops them (`api/writes/session.ts`).
  '/api/business',
];

/** Removes the stored query cache from this device (the in-memory one is the caller's). */
export function forgetStoredQueries(): void {
  window.localStorage.removeItem(QUERY_CACHE_KEY);
}

export function isPersistedQuery(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  const [first] = query.queryKey;
  if (typeof first !== 'string' || query.state.status !== 'success') return false;
  if (first === '/api/companies/search') return false;
  return PERSISTED.some((prefix) => first === prefix || first.startsWith(`${prefix}/`));
}

/**
 * The query cache, kept in localStorage (synchronous and tiny to load: the first paint does
 * not wait for IndexedDB code) for 7 days; a new build (`buster`) starts from empty, so old
 * shapes never reach new code.
 */
export function persistOptions(): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    persister: createAsyncStoragePersister({
      storage: typeof window === 'undefined' ? undefined : window.localStorage,
      key: QUERY_CACHE_KEY,
      throttleTime: 1_000,
    }),
    maxAge: PERSIST_MAX_AGE_MS,
    buster: BUILD_ID,
    dehydrateOptions: { shouldDehydrateQuery: isPersistedQuery },
  };
}

/**
 * Once the stored cache is restored: stored data shows at once; online, what came from the
 * device (updated before `pageStartedAt`) is then refreshed in the background, since a company
 * read days ago may have new reviews. Data this visit already fetched is left alone. Offline,
 * the stored data is all there is.
 */
export function refreshRestoredQueries(queryClient: QueryClient, pageStartedAt: number): void {
  if (!navigator.onLine) return;
  void queryClient.invalidateQueries({
    predicate: (query) => isPersistedQuery(query) && query.state.dataUpdatedAt < pageStartedAt,
  });
}
