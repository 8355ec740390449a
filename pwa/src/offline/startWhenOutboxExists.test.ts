import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OutboxEvent } from './events.ts';
import { offlineDatabaseExists } from './offlineDatabaseExists.ts';
import { startWhenOutboxExists } from './startWhenOutboxExists.ts';

const NAME = 'b2b-reviews-offline';

function createDatabase(idb: IDBFactory, name = NAME): Promise<void> {
  return new Promise((resolve, reject) => {
    const open = idb.open(name);
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      open.result.close();
      resolve();
    };
  });
}

/** A document that is hidden until `show()`. */
function fakePage() {
  const target = new EventTarget();
  const page = Object.assign(target, { visibilityState: 'hidden' as DocumentVisibilityState });
  return {
    page,
    show() {
      page.visibilityState = 'visible';
      target.dispatchEvent(new Event('visibilitychange'));
    },
  };
}

const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

async function starter(idb: IDBFactory | undefined, channelName: string) {
  const start = vi.fn<(heard?: OutboxEvent) => void>();
  const { page, show } = fakePage();
  const started = await startWhenOutboxExists({
    start,
    databaseExists: () => offlineDatabaseExists(idb),
    page,
    channelName,
  });
  stops.push(started.stop);
  return { start, show, ...started };
}

let channels = 0;
const channelName = () => `outbox-test-${++channels}-${Math.random()}`;

describe('offlineDatabaseExists', () => {
  it('says whether the outbox database exists, without creating it', async () => {
    const idb = new IDBFactory();
    expect(await offlineDatabaseExists(idb)).toBe(false);
    expect(await offlineDatabaseExists(idb)).toBe(false);
    await createDatabase(idb, 'another-one');
    expect(await offlineDatabaseExists(idb)).toBe(false);
    await createDatabase(idb);
    expect(await offlineDatabaseExists(idb)).toBe(true);
  });

  it('cannot tell where the browser has no indexedDB.databases()', async () => {
    expect(await offlineDatabaseExists({} as IDBFactory)).toBeUndefined();
    expect(await offlineDatabaseExists(undefined)).toBeUndefined();
    const failing = { databases: () => Promise.reject(new Error('denied')) };
    expect(await offlineDatabaseExists(failing as unknown as IDBFactory)).toBeUndefined();
  });
});

describe('starting the outbox engine at start-up', () => {
  it('starts at once when the device has an outbox', async () => {
    const idb = new IDBFactory();
    await createDatabase(idb);
    const { start, startedNow } = await starter(idb, channelName());
    expect(startedNow).toBe(true);
    expect(start).toHaveBeenCalledOnce();
  });

  it('starts at once, as before, where the browser cannot tell', async () => {
    const { start, startedNow } = await starter(undefined, channelName());
    expect(startedNow).toBe(true);
    expect(start).toHaveBeenCalledOnce();
  });

  it('does not start on a device without an outbox, until the page is shown with one', async () => {
    const idb = new IDBFactory();
    const { start, show, startedNow } = await starter(idb, channelName());
    expect(startedNow).toBe(false);
    show();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(start).not.toHaveBeenCalled();
    // Another tab wrote meanwhile.
    await createDatabase(idb);
    show();
    await vi.waitFor(() => expect(start).toHaveBeenCalledOnce());
    show();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(start).toHaveBeenCalledOnce();
  });

  it("starts on another tab's outbox event, handing it over, once", async () => {
    const name = channelName();
    const { start } = await starter(new IDBFactory(), name);
    const otherTab = new BroadcastChannel(name);
    const event: OutboxEvent = { type: 'queued', id: 'abc' };
    otherTab.postMessage(event);
    otherTab.postMessage({ type: 'queued', id: 'def' });
    await vi.waitFor(() => expect(start).toHaveBeenCalledWith(event));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(start).toHaveBeenCalledOnce();
    otherTab.close();
  });

  it('stops waiting once this tab loaded the engine itself', async () => {
    const name = channelName();
    const idb = new IDBFactory();
    const { start, show, stop } = await starter(idb, name);
    stop();
    await createDatabase(idb);
    show();
    const otherTab = new BroadcastChannel(name);
    otherTab.postMessage({ type: 'queued', id: 'abc' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(start).not.toHaveBeenCalled();
    otherTab.close();
  });
});
