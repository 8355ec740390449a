import { HttpError } from '../api/http.ts';
import { QueuedError } from '../api/queuedError.ts';
import type { OfflineDb } from './db.ts';
import type { AttemptResult, OutboxEvent } from './events.ts';
import { createRunner, type LockFn } from './runner.ts';
import { clearBackoff, runPass } from './syncPass.ts';
import type { OutboxContext, OutboxItem, OutboxKind, OutboxMethod } from './types.ts';

export const SUBMIT_WAIT_MS = 4_000;

export interface OutboxDeps {
  db: OfflineDb;
  send: (item: OutboxItem) => Promise<AttemptResult>;
  lock: LockFn;
  /** Parses a payload with the shared schema of its kind; throws on bad input. */
  validate: (kind: OutboxKind, body: unknown) => Promise<unknown>;
  newId: () => string;
  now?: () => number;
  random?: () => number;
  isOnline?: () => boolean;
  /** Tells the other tabs (BroadcastChannel in the browser). */
  broadcast?: (event: OutboxEvent) => void;
  /**
   * Writes wait while the device is offline: the browser may replay them itself when the
   * network returns, even with every tab closed (Background Sync, `requestBackgroundSync.ts`).
   */
  waitForNetwork?: () => void;
  /** How long a caller waits for the first attempt before hearing "queued" (default 4 s). */
  waitMs?: number;
}

export interface QueueRequest {
  kind: OutboxKind;
  /** POST unless said otherwise (an edit is a PATCH, a deletion a DELETE). */
  method?: OutboxMethod;
  url: string;
  body: unknown;
  context?: OutboxContext;
  /** The outbox id of a queued review this reply answers (then `url` is filled in later). */
  dependsOn?: string;
  /** The caller's own idempotency key, when it made one; else the outbox makes one. */
  id?: string;
}

/**
 * The outbox: the one path every public write takes (issue 7). Queue, then sync; the caller of
 * `submit` hears the first outcome: the server's answer, a refusal (as an HttpError, the item
 * handed back to the form that is still open), or `QueuedError` when it waits for the network
 * or a sign-in.
 */
export function createOutbox(deps: OutboxDeps) {
  const now = deps.now ?? Date.now;
  const random = deps.random ?? Math.random;
  const isOnline = deps.isOnline ?? (() => true);
  const listeners = new Set<(event: OutboxEvent) => void>();

  /** Events of this tab's runner, and (through `receive`) of other tabs' runners. */
  function deliver(event: OutboxEvent) {
    for (const listener of [...listeners]) listener(event);
  }

  const runner = createRunner({
    lock: deps.lock,
    now,
    pass: async () => {
      const wakeAt = await runPass({
        db: deps.db,
        send: deps.send,
        now,
        random,
        emit: (event) => {
          deliver(event);
          deps.broadcast?.(event);
        },
      });
      // A retry is due and the network went away meanwhile (a timer's pass does not ask
      // `isOnline` first): the tab may be closed before it comes back.
      if (wakeAt !== undefined && !isOnline()) deps.waitForNetwork?.();
      return wakeAt;
    },
    onError: (error) => console.error('Outbox sync failed', error),
  });

  /** Offline with writes waiting: the browser may send them later, with or without a tab. */
  async function askForNetwork(): Promise<void> {
    if (!deps.waitForNetwork) return;
    if ((await deps.db.outbox.where('status').equals('pending').count()) > 0) deps.waitForNetwork();
  }

  function sync(): Promise<void> {
    if (!isOnline()) return askForNetwork();
    return runner.request();
  }

  async function enqueue(request: QueueRequest): Promise<OutboxItem> {
    const body = await deps.validate(request.kind, request.body);
    const item: OutboxItem = {
      id: request.id ?? deps.newId(),
      kind: request.kind,
      method: request.method ?? 'POST',
      url: request.url,
      body,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: 0,
      createdAt: now(),
      context: request.context ?? {},
      ...(request.dependsOn ? { dependsOn: request.dependsOn } : {}),
    };
    item.seq = await deps.db.outbox.add(item);
    return item;
  }

  function waitFor(id: string): Promise<OutboxEvent> {
    return new Promise((resolve) => {
      const finish = (event: OutboxEvent) => {
        listeners.delete(listener);
        clearTimeout(timer);
        resolve(event);
      };
      const listener = (event: OutboxEvent) => {
        if (event.id === id) finish(event);
      };
      // A hanging connection must not keep a form on "Submitting...": after a few seconds the
      // write is safe on the device anyway, and the runner keeps trying it.
      const timer = setTimeout(() => finish({ type: 'queued', id }), deps.waitMs ?? SUBMIT_WAIT_MS);
      listeners.add(listener);
    });
  }

  async function submit<T>(request: QueueRequest): Promise<T> {
    const item = await enqueue(request);
    if (!isOnline()) {
      await askForNetwork();
      throw new QueuedError(item.id);
    }
    const outcome = waitFor(item.id);
    void sync();
    const event = await outcome;
    if (event.type === 'done') return event.answer as T;
    if (event.type === 'queued') throw new QueuedError(item.id);
    // Refused while its form is still open: the form keeps the text and shows the error, so
    // the item is not kept twice.
    if (event.type === 'rejected') await deps.db.outbox.where('id').equals(item.id).delete();
    throw new HttpError(event.status, event.statusText, event.bodyText);
  }

  async function discard(id: string): Promise<void> {
    await deps.db.transaction('rw', deps.db.outbox, async () => {
      await deps.db.outbox.where('id').equals(id).delete();
      // Replies to a review that will never exist go with it.
      await deps.db.outbox.where('dependsOn').equals(id).delete();
    });
  }

  /** An edited item is a new write: a new key, since the old key belongs to the old body. */
  async function edit(id: string, body: unknown): Promise<string> {
    const existing = await deps.db.outbox.where('id').equals(id).first();
    if (!existing?.seq) throw new Error('This item is no longer in the outbox');
    const parsed = await deps.validate(existing.kind, body);
    const newId = deps.newId();
    await deps.db.transaction('rw', deps.db.outbox, async () => {
      await deps.db.outbox.update(existing.seq as number, {
        id: newId,
        body: parsed,
        status: 'pending',
        attempts: 0,
        nextAttemptAt: 0,
        error: undefined,
      });
      await deps.db.outbox.where('dependsOn').equals(id).modify({ dependsOn: newId });
    });
    void sync();
    return newId;
  }

  /** "Retry" and "Sync now": no more waiting out a backoff. */
  async function retryAll(): Promise<void> {
    await clearBackoff(deps.db);
    await sync();
  }

  /** After a sign-in, what waited for one goes again. */
  async function signedIn(): Promise<void> {
    await deps.db.outbox
      .where('status')
      .equals('auth')
      .modify({ status: 'pending', nextAttemptAt: 0 });
    await sync();
  }

  return {
    enqueue,
    submit,
    sync,
    retryAll,
    signedIn,
    discard,
    edit,
    list: () => deps.db.outbox.orderBy('seq').toArray(),
    receive: deliver,
    subscribe(listener: (event: OutboxEvent) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop: runner.stop,
  };
}
