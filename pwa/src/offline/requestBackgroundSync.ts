import { OUTBOX_SYNC_TAG } from './outboxNames.ts';

/** Background Sync (Chromium); not in TypeScript's DOM library, which lists only standards. */
interface SyncManager {
  register(tag: string): Promise<void>;
}

/**
 * Asks the browser to wake the service worker once the network is back, so the outbox
 * drains even if every tab is closed by then (`sw/backgroundSync.ts`). Registering the same
 * tag again while one waits is one registration. Where there is no Background Sync (Firefox,
 * Safari) nothing changes: the page replays when it is open and online, as before.
 */
export function requestBackgroundSync(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) => {
      const sync = (registration as ServiceWorkerRegistration & { sync?: SyncManager }).sync;
      return sync?.register(OUTBOX_SYNC_TAG);
    })
    .catch((error: unknown) => console.warn('Background sync not registered', error));
}
