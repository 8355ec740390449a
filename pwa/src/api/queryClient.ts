import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { getJson } from './http.ts';

/**
 * The spec's default data query (§7): the key's parts joined with '/' make the GET URL, e.g.
 * `['/api/companies/domain', 'acme.com']`. The first part is a path; later parts are encoded.
 */
const defaultQueryFn: QueryFunction = ({ queryKey }) => {
  const [base, ...rest] = queryKey.map(String);
  return getJson([base, ...rest.map((part) => encodeURIComponent(part))].join('/'));
};

/**
 * Data never goes stale, nothing refetches on focus or on a timer, and nothing is retried
 * automatically (§9): a screen shows what it loaded until a write invalidates it (or, for
 * data restored from the device, until the background refresh after start-up).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
        // Offline, a query still runs once: the service worker's cache may answer it, and if
        // not, the screen shows the offline message instead of waiting forever (paused).
        networkMode: 'offlineFirst',
      },
      // Writes never wait on TanStack's idea of "online": the outbox takes them either way.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
