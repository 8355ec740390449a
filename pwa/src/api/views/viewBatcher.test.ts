import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createViewBatcher } from './viewBatcher.ts';

describe('createViewBatcher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the ids seen within the delay in one batch, each id once', () => {
    const send = vi.fn(async (_ids: number[]) => {});
    const batcher = createViewBatcher({ send, delayMs: 1_000 });
    batcher.seen(1);
    batcher.seen(2);
    batcher.seen(1);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(send).toHaveBeenCalledExactlyOnceWith([1, 2]);

    batcher.seen(2);
    batcher.seen(3);
    vi.advanceTimersByTime(1_000);
    expect(send).toHaveBeenLastCalledWith([3]);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('sends at once when a batch is full, and splits a flush into batches', () => {
    const send = vi.fn(async (_ids: number[]) => {});
    const batcher = createViewBatcher({ send, maxBatch: 3 });
    for (const id of [1, 2, 3]) batcher.seen(id);
    expect(send).toHaveBeenCalledExactlyOnceWith([1, 2, 3]);
    for (const id of [4, 5, 6, 7]) batcher.seen(id);
    batcher.flush();
    expect(send.mock.calls.map(([ids]) => ids)).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
  });

  it('ignores ids that are not server ids and survives a failed send', async () => {
    const send = vi.fn(async () => {
      throw new Error('offline');
    });
    const batcher = createViewBatcher({ send });
    for (const id of [0, -4, Number.NaN, 1.5]) batcher.seen(id);
    batcher.flush();
    expect(send).not.toHaveBeenCalled();
    batcher.seen(9);
    batcher.flush();
    await vi.runAllTimersAsync();
    expect(send).toHaveBeenCalledExactlyOnceWith([9]);
  });
});
