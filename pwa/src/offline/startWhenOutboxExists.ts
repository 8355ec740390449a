import type { OutboxEvent } from './events.ts';
import { offlineDatabaseExists } from './offlineDatabaseExists.ts';
import { OUTBOX_CHANNEL } from './outboxNames.ts';

interface Options {
  /** Loads and starts the engine; `heard` is the other tab's event that asked for it. */
  start: (heard?: OutboxEvent) => void;
  databaseExists?: () => Promise<boolean | undefined>;
  /** Where "this tab is visible again" is heard (the document). */
  page?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  channelName?: string;
}

/**
 * Starts the outbox engine at start-up only when this device has an outbox, or may have one
 * (browsers without `indexedDB.databases()` start it as before). Evaluating Dexie and creating
 * the database cost 50-200 ms of main thread on a phone, for nothing on a visit that writes
 * nothing. Otherwise it waits for what would give this tab an outbox to mirror:
 * another tab's or the service worker's outbox event, or the page becoming visible again once
 * the database exists (written in another tab meanwhile). A write or draft in this tab loads
 * the engine itself (`whenOfflineLoaded`); `stop` then ends the waiting.
 * Resolves true when it started the engine at once.
 */
export async function startWhenOutboxExists({
  start,
  databaseExists = offlineDatabaseExists,
  page = document,
  channelName = OUTBOX_CHANNEL,
}: Options): Promise<{ startedNow: boolean; stop: () => void }> {
  if ((await databaseExists()) !== false) {
    start();
    return { startedNow: true, stop: () => undefined };
  }
  const channel =
    typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(channelName);
  let waiting = true;
  const stop = () => {
    waiting = false;
    channel?.close();
    page.removeEventListener('visibilitychange', onVisible);
  };
  const startOnce = (heard?: OutboxEvent) => {
    if (!waiting) return;
    stop();
    start(heard);
  };
  async function onVisible() {
    if (page.visibilityState !== 'visible') return;
    if ((await databaseExists()) !== false) startOnce();
  }
  if (channel) channel.onmessage = (message: MessageEvent<OutboxEvent>) => startOnce(message.data);
  page.addEventListener('visibilitychange', onVisible);
  return { startedNow: false, stop };
}
