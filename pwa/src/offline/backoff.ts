const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_CAP_MS = 5 * 60_000;

/**
 * Exponential backoff with "equal jitter": half the step is fixed, half random, so tabs and
 * devices that failed together do not all come back at the same instant, and a retry never
 * comes sooner than half its step. `attempts` counts the failures so far (1 after the first).
 */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const step = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.min(BACKOFF_CAP_MS, step / 2 + random() * (step / 2));
}

/** `Retry-After` in seconds or as a date, in ms from now; undefined when absent or invalid. */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
