import { afterEach, describe, expect, it } from 'vitest';
import { HttpError } from '../api/http.ts';
import { QueuedError } from '../api/queuedError.ts';
import { answer, networkError, testOutbox } from './testOutbox.ts';
import { validatePayload } from './validatePayload.ts';

/** The `flag` outbox kind (issue 13): a visitor's flag on a review, sent exactly once. */
const flag = (reviewId: number, body: unknown = { reason: 'fake' }) => ({
  kind: 'flag' as const,
  url: `/api/reviews/${reviewId}/flags`,
  body,
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

describe('the flag outbox kind', () => {
  it('is validated with the shared schema: a reason, and words for "other"', async () => {
    expect(await validatePayload('flag', { reason: 'other', details: ' Copied text ' })).toEqual({
      reason: 'other',
      details: 'Copied text',
    });
    await expect(validatePayload('flag', { reason: 'other' })).rejects.toThrow(
      'Please tell us what is wrong with this review',
    );
    await expect(validatePayload('flag', { reason: 'boring' })).rejects.toThrow(
      'reason must be fake, offensive, conflict_of_interest or other',
    );
    await expect(
      validatePayload('flag', { reason: 'fake', details: 'x'.repeat(1001) }),
    ).rejects.toThrow('details must be at most 1000 characters');
  });

  it('waits offline, then goes once under its own key, even when the answer is lost', async () => {
    let calls = 0;
    const { outbox, sent, clock } = setup(
      () => (++calls === 1 ? networkError : answer(201, { message: 'Thank you', id: 3 })),
      { validate: validatePayload },
    );
    const error = await outbox.submit(flag(42, { reason: 'offensive' })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(QueuedError);
    expect(await outbox.list()).toMatchObject([
      { kind: 'flag', method: 'POST', url: '/api/reviews/42/flags', status: 'pending' },
    ]);
    clock.now += 10 * 60_000;
    await outbox.sync();
    expect(sent.map((item) => [item.id, item.kind])).toEqual([
      ['id-1', 'flag'],
      ['id-1', 'flag'],
    ]);
    expect(await outbox.list()).toEqual([]);
  });

  it('drops a flag already on record (409) or whose review is gone (404): nothing to fix', async () => {
    const { outbox } = setup((item) =>
      item.url.includes('/1/')
        ? answer(409, { message: 'You have already flagged this review' })
        : answer(404, { message: 'Review not found' }),
    );
    await outbox.enqueue(flag(1));
    await outbox.enqueue(flag(2));
    await outbox.sync();
    expect(await outbox.list()).toEqual([]);
    // A form still open hears the answer itself.
    const repeat = await outbox.submit(flag(1)).catch((e: unknown) => e);
    expect((repeat as HttpError).status).toBe(409);
    expect(repeat).toBeInstanceOf(HttpError);
  });

  it('keeps a refused flag (400) with the server message, for the person to correct', async () => {
    const { outbox } = setup(() => answer(400, { message: 'reason: Required' }));
    await outbox.enqueue(flag(5));
    await outbox.sync();
    expect(await outbox.list()).toMatchObject([{ status: 'failed', error: 'reason: Required' }]);
  });
});
