import type { InvalidateQueryFilters, QueryClient } from '@tanstack/react-query';

/** Waits between tries of a refresh whose read failed: about half a minute in all. */
const REFRESH_RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 16_000] as const;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Refetch what a synced outbox item changed, and refetch again while that read fails.
 *
 * The item has just left the outbox, so its "pending" version is gone from the screen, and
 * only this read brings the server's version. The sync proved the network was back, yet the
 * read right after it can still fail: a connection that flaps, or a service worker whose
 * network comes back a moment after the page's (no offline copy to answer with). TanStack
 * keeps the old data on a failed refetch and, with retries off (§9), would never try again:
 * the visitor's question or review would be missing until the next reload.
 */
export async function refreshUntilLoaded(
  queryClient: QueryClient,
  filters: InvalidateQueryFilters,
  delays: readonly number[] = REFRESH_RETRY_DELAYS_MS,
): Promise<void> {
  await queryClient.invalidateQueries(filters);
  for (const delay of delays) {
    const failed = queryClient
      .getQueryCache()
      .findAll({ ...filters, type: 'active' })
      .filter((query) => query.state.status === 'error');
    if (failed.length === 0) return;
    await sleep(delay);
    await Promise.all(failed.map((query) => query.fetch().catch(() => undefined)));
  }
}
