import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../api/http.ts';
import { QueuedError } from '../api/queuedError.ts';
import { BACKOFF_CAP_MS, backoffDelay } from './backoff.ts';
import type { AttemptResult } from './events.ts';
import { SUBMIT_WAIT_MS } from './outbox.ts';
import { answer, networkError, testOutbox } from './testOutbox.ts';
import type { OutboxItem } from './types.ts';

const review = (title: string) => ({
  kind: 'review' as const,
  url: '/api/companies/domain/acme.com/reviews',
  body: { title, content: 'Fine', rating: 4, isComplaint: false, type: 'review' },
  context: { domain: 'acme.com' },
});
const vote = (reviewId: number) => ({
  kind: 'vote' as const,
  url: `/api/reviews/${reviewId}/vote`,
  body: { voteType: 'upvote' },
  context: { domain: 'acme.com', reviewId },
});

const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

function setup(...args: Parameters<typeof testOutbox>) {
  const result = testOutbox(...args);
  stops.push(result.outbox.stop);
  return result;
}

describe('the outbox', () => {
  it('sends oldest first, with each item id as its idempotency key, and empties', async () => {
    const { outbox, sent } = setup(() => answer(201, { review: { id: 1 } }));
    await outbox.enqueue(review('first'));
    await outbox.enqueue(vote(7));
    await outbox.enqueue(review('third'));
    await outbox.sync();
    expect(sent.map((item) => item.id)).toEqual(['id-1', 'id-2', 'id-3']);
    expect(sent.map((item) => item.kind)).toEqual(['review', 'vote', 'review']);
    expect(await outbox.list()).toEqual([]);
  });

  it('answers the caller with the server answer when the first attempt succeeds', async () => {
    const { outbox } = setup(() => answer(201, { message: 'Review created', review: { id: 5 } }));
    await expect(outbox.submit(review('ok'))).resolves.toEqual({
      message: 'Review created',
      review: { id: 5 },
    });
  });

  it.each([
    ['a network error', networkError],
    ['a 500', answer(500, { message: 'boom' })],
    ['a 503', answer(503)],
    ['a 408', answer(408)],
    ['a 429', answer(429, { message: 'slow down' })],
  ])('keeps the item and backs off after %s, stopping the pass (FIFO)', async (_name, failure) => {
    let calls = 0;
    const { outbox, sent, clock } = setup(() => (++calls === 1 ? failure : answer(201)));
    await outbox.enqueue(review('first'));
    await outbox.enqueue(review('second'));
    await outbox.sync();
    // The second never overtakes the first.
    expect(sent.map((item) => item.id)).toEqual(['id-1']);
    const [first, second] = await outbox.list();
    expect(first?.attempts).toBe(1);
    expect(first?.nextAttemptAt).toBe(clock.now + backoffDelay(1, () => 0.5));
    expect(second?.attempts).toBe(0);

    // Not before its time...
    await outbox.sync();
    expect(sent).toHaveLength(1);
    // ...then both, in order, with the same key as before.
    clock.now += BACKOFF_CAP_MS;
    await outbox.sync();
    expect(sent.map((item) => item.id)).toEqual(['id-1', 'id-1', 'id-2']);
    expect(await outbox.list()).toEqual([]);
  });

  it('waits at least what Retry-After asks', async () => {
    let calls = 0;
    const { outbox, clock } = setup(() => (++calls === 1 ? answer(429, {}, '120') : answer(201)));
    await outbox.enqueue(vote(1));
    await outbox.sync();
    const [item] = await outbox.list();
    expect(item?.nextAttemptAt).toBe(clock.now + 120_000);
  });

  it('tells a waiting caller the write is queued, not failed', async () => {
    const { outbox } = setup(() => networkError);
    const error = await outbox.submit(review('later')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(QueuedError);
    expect(await outbox.list()).toHaveLength(1);
  });

  it('tells the caller "queued" a few seconds into an attempt that hangs, and keeps the item', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { outbox, sent } = setup(() => new Promise<AttemptResult>(() => undefined), {
        waitMs: undefined,
      });
      let outcome: unknown = 'none yet';
      const submitted = outbox.submit(review('hangs')).catch((e: unknown) => {
        outcome = e;
      });
      // The timer starts once the item is stored and its attempt has begun.
      while (sent.length === 0) await new Promise((resolve) => setImmediate(resolve));
      await vi.advanceTimersByTimeAsync(SUBMIT_WAIT_MS - 100);
      expect(outcome).toBe('none yet');
      await vi.advanceTimersByTimeAsync(100);
      await submitted;
      expect(outcome).toBeInstanceOf(QueuedError);
      expect(SUBMIT_WAIT_MS).toBeLessThanOrEqual(5_000);
      expect(await outbox.list()).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers a write queued while a pass was under way, not "queued" (the first write of a visit starts the engine)', async () => {
    let releaseFirst: (() => void) | undefined;
    const { outbox, sent } = setup((item) =>
      item.id === 'id-1'
        ? new Promise<AttemptResult>((resolve) => {
            releaseFirst = () => resolve(answer(201));
          })
        : answer(201, { queued: 1 }),
    );
    await outbox.enqueue(review('already here'));
    // The engine's start-up pass, holding the first item...
    const startUp = outbox.sync();
    while (sent.length === 0) await new Promise((resolve) => setImmediate(resolve));
    // ...when the visitor's write arrives: it is stored after that pass listed the outbox.
    const submitted = outbox.submit(review('just written'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    releaseFirst?.();
    await expect(submitted).resolves.toEqual({ queued: 1 });
    await startUp;
    expect(sent.map((item) => item.id)).toEqual(['id-1', 'id-2']);
  });

  it('queues without trying while the device is offline', async () => {
    const { outbox, sent } = setup(() => answer(201), { isOnline: () => false });
    const error = await outbox.submit(review('offline')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(QueuedError);
    expect(sent).toHaveLength(0);
  });

  it('asks for a Background Sync while a write waits offline, not once it is online', async () => {
    let online = false;
    let asked = 0;
    const { outbox, sent } = setup(() => answer(201), {
      isOnline: () => online,
      waitForNetwork: () => {
        asked += 1;
      },
    });
    // Nothing waiting, nothing to ask for (a tab opened offline syncs at start).
    await outbox.sync();
    expect(asked).toBe(0);
    await outbox.submit(review('offline')).catch(() => undefined);
    expect(asked).toBe(1);
    // "Retry" while still offline asks again (the browser keeps one registration per tag).
    await outbox.retryAll();
    expect(asked).toBe(2);
    online = true;
    await outbox.sync();
    expect(sent).toHaveLength(1);
    expect(asked).toBe(2);
  });

  it('asks for one when the network goes away during a pass, not for a 503 online', async () => {
    let online = true;
    let asked = 0;
    const { outbox } = setup(
      (item) => {
        if (item.body && (item.body as { title?: string }).title === 'lost') online = false;
        return online ? answer(503) : networkError;
      },
      {
        isOnline: () => online,
        waitForNetwork: () => {
          asked += 1;
        },
      },
    );
    await outbox.enqueue(review('busy server'));
    await outbox.sync();
    expect(asked).toBe(0);
    await outbox.discard((await outbox.list())[0]?.id ?? '');
    await outbox.enqueue(review('lost'));
    await outbox.sync();
    expect(asked).toBe(1);
  });

  it('keeps a 401 waiting for sign-in, then sends it after one', async () => {
    let signedIn = false;
    const { outbox, sent } = setup(() =>
      signedIn ? answer(201) : answer(401, { message: 'Sign in' }),
    );
    await outbox.enqueue(review('mine'));
    await outbox.enqueue(review('after'));
    await outbox.sync();
    const items = await outbox.list();
    expect(items.map((item) => item.status)).toEqual(['auth', 'auth']);
    // Waiting for a sign-in is not retried on its own.
    await outbox.sync();
    expect(sent).toHaveLength(2);
    signedIn = true;
    await outbox.signedIn();
    expect(await outbox.list()).toEqual([]);
    expect(sent.map((item) => item.id)).toEqual(['id-1', 'id-2', 'id-1', 'id-2']);
  });

  it('drops a vote answered 401 or "Vote already recorded" (the spec refreshes silently)', async () => {
    const { outbox } = setup((item) =>
      item.url.includes('/1/') ? answer(401) : answer(409, { message: 'Vote already recorded' }),
    );
    const first = await outbox.submit(vote(1)).catch((e: unknown) => e);
    const second = await outbox.submit(vote(2)).catch((e: unknown) => e);
    expect(first).toBeInstanceOf(HttpError);
    expect((first as HttpError).status).toBe(401);
    expect((second as HttpError).message).toContain('Vote already recorded');
    expect(await outbox.list()).toEqual([]);
  });

  it('keeps a refused item (4xx) with the server message; other items go on', async () => {
    const { outbox, sent } = setup((item) =>
      (item.body as { title?: string }).title === 'bad'
        ? answer(400, { message: 'title: Too short' })
        : answer(201, { review: { id: 3 } }),
    );
    await outbox.enqueue(review('bad'));
    await outbox.enqueue(review('good'));
    await outbox.sync();
    expect(sent).toHaveLength(2);
    const items = await outbox.list();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ id: 'id-1', status: 'failed', error: 'title: Too short' });

    // Edited: a new key (the old one belongs to the refused body), sent, gone.
    const newId = await outbox.edit('id-1', { ...review('now good').body });
    expect(newId).not.toBe('id-1');
    await outbox.sync();
    expect(sent.at(-1)?.id).toBe(newId);
    expect(await outbox.list()).toEqual([]);
  });

  it('keeps a second review of a company (409) with the message and the review to edit, and does not send it again', async () => {
    const message = 'You have already reviewed this company: edit your review instead';
    const { outbox, sent } = setup(() => answer(409, { message, reviewId: 7 }));
    await outbox.enqueue(review('again'));
    await outbox.sync();
    await outbox.sync();
    expect(sent).toHaveLength(1);
    const items = await outbox.list();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ status: 'failed', error: message, existingReviewId: 7 });
  });

  it('hands a refusal back to the form that is still waiting, without keeping it twice', async () => {
    const { outbox } = setup(() => answer(400, { message: 'content: Required' }));
    const error = await outbox.submit(review('x')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('400: {"message":"content: Required"}');
    expect(await outbox.list()).toEqual([]);
  });

  it('discards an item and the replies that wait for it', async () => {
    const { outbox } = setup(() => networkError);
    const parent = await outbox.enqueue(review('gone'));
    await outbox.enqueue({
      kind: 'reply',
      url: '',
      body: { content: 'hi' },
      dependsOn: parent.id,
    });
    await outbox.discard(parent.id);
    expect(await outbox.list()).toEqual([]);
  });
});

describe('a reply to a queued review', () => {
  it('waits for the review, then goes to the id the server gave it', async () => {
    let online = false;
    const { outbox, sent } = setup((item) => {
      if (!online) return networkError;
      return item.kind === 'review' ? answer(201, { review: { id: 77 } }) : answer(201, { id: 1 });
    });
    const parent = await outbox.enqueue(review('parent'));
    const reply = await outbox.enqueue({
      kind: 'reply',
      url: '',
      body: { content: 'me too' },
      dependsOn: parent.id,
      context: { domain: 'acme.com' },
    });
    await outbox.sync();
    expect(sent.map((item) => item.kind)).toEqual(['review']);
    online = true;
    await outbox.retryAll();
    expect(sent.map((item) => [item.kind, item.url])).toEqual([
      ['review', '/api/companies/domain/acme.com/reviews'],
      ['review', '/api/companies/domain/acme.com/reviews'],
      ['reply', '/api/reviews/77/replies'],
    ]);
    expect(sent.at(-1)?.id).toBe(reply.id);
    expect(await outbox.list()).toEqual([]);
  });

  it('stays blocked while its review is refused', async () => {
    const { outbox, sent } = setup((item) =>
      item.kind === 'review' ? answer(400, { message: 'no' }) : answer(201),
    );
    const parent = await outbox.enqueue(review('parent'));
    await outbox.enqueue({ kind: 'reply', url: '', body: { content: 'x' }, dependsOn: parent.id });
    await outbox.sync();
    expect(sent.map((item) => item.kind)).toEqual(['review']);
    const items = await outbox.list();
    expect(items.map((item: OutboxItem) => item.status)).toEqual(['failed', 'pending']);
  });
});

describe('backoff', () => {
  it('doubles per attempt with jitter, capped at five minutes', () => {
    expect(backoffDelay(1, () => 0)).toBe(1_000);
    expect(backoffDelay(1, () => 1)).toBe(2_000);
    expect(backoffDelay(2, () => 0.5)).toBe(3_000);
    expect(backoffDelay(3, () => 1)).toBe(8_000);
    for (const attempts of [10, 20, 100]) {
      expect(backoffDelay(attempts, () => 1)).toBe(BACKOFF_CAP_MS);
      expect(backoffDelay(attempts, () => 0)).toBe(BACKOFF_CAP_MS / 2);
    }
  });
});
