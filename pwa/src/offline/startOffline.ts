import type { QueryClient } from '@tanstack/react-query';
import { refreshAfterSync } from './afterSync.ts';
import { loadOffline } from './loadOffline.ts';
import { registerServiceWorker } from './registerServiceWorker.ts';

/**
 * After the first paint: the outbox engine (sync at start, on `online`, on visibility) and
 * the service worker. Nothing here delays what the visitor came to see.
 */
export function startOffline(queryClient: QueryClient): void {
  registerServiceWorker();
  const start = () =>
    void loadOffline()
      .then(({ startOutbox }) => startOutbox((event) => refreshAfterSync(queryClient, event)))
      .catch((error: unknown) => console.warn('Offline outbox unavailable', error));
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 2_000 });
  else setTimeout(start, 500);
}
