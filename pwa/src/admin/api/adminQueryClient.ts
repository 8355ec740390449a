import { QueryClient } from '@tanstack/react-query';

/**
 * The admin panel's own cache. Unlike the public site's (never stale, kept for offline use),
 * moderation screens must show the server's current state each time they open, and nothing
 * an admin sees is ever mixed into (or persisted with) the public cache.
 */
export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 0, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
}

/**
 * After a write: refetch every admin list and counter so each screen shows the new state in
 * place. The session (`me`) stays, and so do the keys in `keep` (the caller's own poll).
 */
export function invalidateAdminData(
  queryClient: QueryClient,
  keep: readonly string[] = [],
): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey: [scope, name] }) =>
      scope === 'admin' && name !== 'me' && !keep.includes(String(name)),
  });
}
