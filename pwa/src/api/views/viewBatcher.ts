import { LIMITS } from '#shared/schemas/limits';

/**
 * Collects the ids of reviews a visitor had on screen and reports them in batches, so a long
 * scroll costs a request every few seconds rather than one per card. Each id is reported at
 * most once per page life; the server also counts a viewer at most once a day, so a reload
 * that reports again changes nothing. Views are best effort: a failed report is dropped, never
 * retried or queued offline (a lost view is harmless, a write queue full of them is not).
 */
export interface ViewBatcherOptions {
  send: (ids: number[]) => Promise<unknown>;
  /** How long to wait for more ids before sending. */
  delayMs?: number;
  /** At most the API's cap per request. */
  maxBatch?: number;
}

export function createViewBatcher({
  send,
  delayMs = 2_000,
  maxBatch = LIMITS.pageSizeMax,
}: ViewBatcherOptions) {
  const reported = new Set<number>();
  let pending: number[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  function flush() {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    while (pending.length > 0) {
      const batch = pending.slice(0, maxBatch);
      pending = pending.slice(maxBatch);
      send(batch).catch(() => {});
    }
  }

  function seen(id: number) {
    // Items still in the device's outbox have no server id yet.
    if (!Number.isSafeInteger(id) || id <= 0 || reported.has(id)) return;
    reported.add(id);
    pending.push(id);
    if (pending.length >= maxBatch) flush();
    else timer ??= setTimeout(flush, delayMs);
  }

  return { seen, flush };
}
