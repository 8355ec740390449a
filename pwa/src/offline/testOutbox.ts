import 'fake-indexeddb/auto';
import { OfflineDb } from './db.ts';
import type { AttemptResult } from './events.ts';
import { createOutbox, type OutboxDeps } from './outbox.ts';
import { inTabLock } from './runner.ts';
import type { OutboxItem } from './types.ts';

let dbCount = 0;

/** A fresh IndexedDB (fake-indexeddb) per test. */
export function freshDb(): OfflineDb {
  dbCount += 1;
  return new OfflineDb(`outbox-test-${dbCount}-${Math.random()}`);
}

export function answer(
  status: number,
  body: unknown = {},
  retryAfter: string | null = null,
): AttemptResult {
  const bodyText = JSON.stringify(body);
  const message =
    body && typeof body === 'object' && 'message' in body
      ? String((body as { message: unknown }).message)
      : bodyText;
  return { status, statusText: `status ${status}`, bodyText, message, retryAfter };
}

export const networkError: AttemptResult = {
  statusText: '',
  bodyText: '',
  message: 'TypeError: Failed to fetch',
  retryAfter: null,
};

/**
 * An outbox over a fake server: `reply(item)` decides each answer, `sent` records what was
 * sent in order. Time is a number the test moves.
 */
export function testOutbox(
  reply: (item: OutboxItem) => AttemptResult | Promise<AttemptResult>,
  overrides: Partial<OutboxDeps> = {},
) {
  const clock = { now: 1_000_000 };
  const sent: OutboxItem[] = [];
  let ids = 0;
  const outbox = createOutbox({
    db: freshDb(),
    send: async (item) => {
      sent.push(structuredClone(item));
      return reply(item);
    },
    lock: inTabLock(),
    validate: async (_kind, body) => body,
    newId: () => `id-${++ids}`,
    now: () => clock.now,
    random: () => 0.5,
    waitMs: 1_000,
    ...overrides,
  });
  return { outbox, sent, clock };
}
