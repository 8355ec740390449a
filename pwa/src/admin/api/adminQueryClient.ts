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
