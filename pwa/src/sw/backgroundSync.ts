import { OfflineDb } from '../offline/db.ts';
import type { OutboxEvent } from '../offline/events.ts';
import { OUTBOX_CHANNEL, OUTBOX_LOCK, OUTBOX_SYNC_TAG } from '../offline/outboxNames.ts';
import { browserLock } from '../offline/runner.ts';
import { sendItem } from '../offline/sendItem.ts';
import { clearBackoff, runPass } from '../offline/syncPass.ts';
import type { SyncEvent } from './syncEvent.ts';

declare const self: ServiceWorkerGlobalScope;

/**
 * The outbox drains with the app closed (issue 37 item 5). A page that queues a write while
 * offline registers a sync (`offline/requestBackgroundSync.ts`); the browser fires it here once
 * the network is back, whether or not a tab is open. The replay is the page's own: the same
 * IndexedDB outbox, `runPass` and `sendItem` (oldest first, each item's id as its
 * Idempotency-Key), under the same Web Lock as every tab's runner, so a tab replaying at the
 * same moment waits for this pass and then finds the items gone: nothing is sent twice.
 */
export function replayOutboxOnSync(): void {
  const db = new OfflineDb();
  const lock = browserLock(OUTBOX_LOCK);
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);

  async function replay(lastChance: boolean): Promise<void> {
    let wakeAt: number | undefined;
    await lock(async () => {
      // The browser fires `sync` when it believes the network is back, as the page's `online`
      // event: what failed for want of it goes now.
      await clearBackoff(db);
      wakeAt = await runPass({
        db,
        send: sendItem,
        now: Date.now,
        random: Math.random,
        // Open tabs refresh what the item changed, as for their own runner's events.
        emit: (event: OutboxEvent) => channel.postMessage(event),
      });
    });
    // Still failing (the network is not really there, or the server answers 5xx): a rejected
    // sync is fired again later by the browser, with its own backoff, a few times at most.
    if (wakeAt !== undefined && !lastChance) {
      throw new Error('Some queued writes could not be sent yet');
    }
  }

  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag !== OUTBOX_SYNC_TAG) return;
    sync.waitUntil(replay(sync.lastChance));
  });
}
