import { liveQuery } from 'dexie';
import { newIdempotencyKey } from '../api/idempotencyKey.ts';
import { OfflineDb } from './db.ts';
import { createDrafts } from './drafts.ts';
import type { OutboxEvent } from './events.ts';
import { createOutbox } from './outbox.ts';
import { OUTBOX_CHANNEL, OUTBOX_LOCK } from './outboxNames.ts';
import { setOutboxItems } from './outboxSnapshot.ts';
import { requestBackgroundSync } from './requestBackgroundSync.ts';
import { browserLock } from './runner.ts';
import { sendItem } from './sendItem.ts';
import { requestPersistentStorage } from './storagePersist.ts';
import { validatePayload } from './validatePayload.ts';

/**
 * The browser's outbox and drafts: Dexie, Web Locks and a BroadcastChannel. A chunk of its own
 * (loaded by the first write or draft, or after the first paint on a device that has an
 * outbox: `startOffline.ts`), so no page pays for IndexedDB code before it renders. The
 * service worker replays the same outbox under the same lock (`sw/backgroundSync.ts`).
 */
const db = new OfflineDb();
const channel =
  typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(OUTBOX_CHANNEL);

export const outbox = createOutbox({
  db,
  send: sendItem,
  lock: browserLock(OUTBOX_LOCK),
  validate: validatePayload,
  newId: newIdempotencyKey,
  // Only a definite "offline" skips a try: `onLine` true does not prove a network.
  isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  broadcast: (event) => channel?.postMessage(event),
  waitForNetwork: requestBackgroundSync,
});

export const drafts = createDrafts(db);

let started = false;

/**
 * Start-up: mirror the outbox into the screens' snapshot, hear other tabs, and sync at start,
 * on `online`, on becoming visible. `onEvent` refreshes the screens an item touched.
 */
export function startOutbox(onEvent: (event: OutboxEvent) => void): void {
  if (started) return;
  started = true;
  liveQuery(() => db.outbox.orderBy('seq').toArray()).subscribe({
    next: (items) => {
      setOutboxItems(items);
      if (items.length > 0) requestPersistentStorage();
    },
    error: (error: unknown) => console.error('Outbox unavailable', error),
  });
  outbox.subscribe(onEvent);
  if (channel)
    channel.onmessage = (message: MessageEvent<OutboxEvent>) => outbox.receive(message.data);
  // Back online: the network that failed is back, so nothing waits out its backoff.
  window.addEventListener('online', () => void outbox.retryAll());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void outbox.sync();
  });
  void outbox.sync();
}
