import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { OfflineDb } from './db.ts';
import { inTabLock } from './runner.ts';
import { answer, testOutbox } from './testOutbox.ts';

const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

const review = (title: string) => ({
  kind: 'review' as const,
  url: '/api/companies/domain/acme.com/reviews',
  body: { title },
});

describe('the sync runner', () => {
  it('runs one pass at a time across two tabs sharing the lock: each item is sent once', async () => {
    const name = `shared-${Math.random()}`;
    const lock = inTabLock(); // Stands for Web Locks: one lock the two "tabs" share.
    let inFlight = 0;
    let maxInFlight = 0;
    const server = async () => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
      return answer(201, { review: { id: 1 } });
    };
    // Two tabs: two connections to the same IndexedDB, ids that never collide.
    const tabA = testOutbox(server, {
      db: new OfflineDb(name),
      lock,
      newId: () => crypto.randomUUID(),
    });
    const tabB = testOutbox(server, {
      db: new OfflineDb(name),
      lock,
      newId: () => crypto.randomUUID(),
    });
    stops.push(tabA.outbox.stop, tabB.outbox.stop);
    for (let i = 0; i < 5; i += 1) await tabA.outbox.enqueue(review(`a${i}`));
    for (let i = 0; i < 5; i += 1) await tabB.outbox.enqueue(review(`b${i}`));

    await Promise.all([
      tabA.outbox.sync(),
      tabB.outbox.sync(),
      tabA.outbox.sync(),
      tabB.outbox.sync(),
    ]);

    const sentIds = [...tabA.sent, ...tabB.sent].map((item) => item.id);
    expect(sentIds).toHaveLength(10);
    expect(new Set(sentIds).size).toBe(10);
    expect(maxInFlight).toBe(1);
    expect(await tabA.outbox.list()).toEqual([]);
  });

  it('coalesces requests made during a pass into one more pass that picks up new items', async () => {
    let release: () => void = () => undefined;
    let first = true;
    let firstArrived: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => {
      firstArrived = resolve;
    });
    const { outbox, sent } = testOutbox(async () => {
      if (first) {
        first = false;
        firstArrived();
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      }
      return answer(201, {});
    });
    stops.push(outbox.stop);
    await outbox.enqueue(review('one'));
    const running = outbox.sync();
    // The pass is under way once its first request reaches the server.
    await arrived;
    await outbox.enqueue(review('two'));
    const again = [outbox.sync(), outbox.sync(), outbox.sync()];
    release();
    await Promise.all([running, ...again]);
    expect(sent.map((item) => (item.body as { title: string }).title)).toEqual(['one', 'two']);
  });

  it('without a shared lock two tabs may both send an item, under the same key', async () => {
    // Why the fallback is safe: the duplicate carries the same Idempotency-Key, so the server
    // applies it once and replays its answer.
    const name = `unshared-${Math.random()}`;
    // Each answer waits until both tabs have sent (bounded), so neither tab can finish and
    // delete the item before the other has read it: the race is forced, not left to timing.
    let arrived = 0;
    let bothArrived: () => void = () => undefined;
    const both = new Promise<void>((resolve) => {
      bothArrived = resolve;
    });
    const slow = async () => {
      arrived += 1;
      if (arrived === 2) bothArrived();
      await Promise.race([both, new Promise((resolve) => setTimeout(resolve, 2_000))]);
      return answer(201, {});
    };
    const tabA = testOutbox(slow, { db: new OfflineDb(name), lock: inTabLock() });
    const tabB = testOutbox(slow, { db: new OfflineDb(name), lock: inTabLock() });
    stops.push(tabA.outbox.stop, tabB.outbox.stop);
    await tabA.outbox.enqueue(review('one'));
    await Promise.all([tabA.outbox.sync(), tabB.outbox.sync()]);
    const keys = [...tabA.sent, ...tabB.sent].map((item) => item.id);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);
  });
});
