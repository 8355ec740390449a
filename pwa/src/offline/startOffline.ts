import type { QueryClient } from '@tanstack/react-query';
import { refreshAfterSync } from './afterSync.ts';
import { loadOffline, whenOfflineLoaded } from './loadOffline.ts';
import { registerServiceWorker } from './registerServiceWorker.ts';
import { startWhenOutboxExists } from './startWhenOutboxExists.ts';

/**
 * After the first paint: the service worker, and the outbox engine (sync at start, on
 * `online`, on visibility) when the device has an outbox. The engine starts whenever it is
 * loaded, so the first write or draft of a visit that had none starts it too. Nothing here
 * delays what the visitor came to see.
 */
export function startOffline(queryClient: QueryClient): void {
  registerServiceWorker();
  whenOfflineLoaded(({ startOutbox }) =>
    startOutbox((event) => refreshAfterSync(queryClient, event)),
  );
  const atIdle = () =>
    void startWhenOutboxExists({
      start: (heard) =>
        void loadOffline()
          // The other tab's event that woke this one: its screens refresh as for later ones.
          .then(({ outbox }) => {
            if (heard) outbox.receive(heard);
          })
          .catch((error: unknown) => console.warn('Offline outbox unavailable', error)),
    }).then(({ stop }) => whenOfflineLoaded(stop));
  if ('requestIdleCallback' in window) window.requestIdleCallback(atIdle, { timeout: 2_000 });
  else setTimeout(atIdle, 500);
}
