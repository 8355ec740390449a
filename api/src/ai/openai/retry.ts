import { APIConnectionError, APIError, APIUserAbortError } from 'openai';
import { sleep } from '../sleep.ts';

export interface RetryPolicy {
  maxRetries: number;
  /** First backoff delay; doubles on each retry (with jitter). */
  baseDelayMs: number;
  /** Longest wait we accept, from Retry-After or backoff. A longer Retry-After fails now. */
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { maxRetries: 4, baseDelayMs: 1_000, maxDelayMs: 60_000 };

/** 408 timeout, 409 lock, 429 rate limit and 5xx are worth another try; the rest are not. */
function isRetryable(error: unknown): boolean {
  if (error instanceof APIUserAbortError) return false;
  if (error instanceof APIConnectionError) return true;
  if (!(error instanceof APIError) || error.status === undefined) return false;
  return (
    error.status === 408 || error.status === 409 || error.status === 429 || error.status >= 500
  );
}

/**
 * How long the server asked us to wait: `retry-after-ms` (OpenAI's), then `Retry-After` in
 * seconds or as an HTTP date. Undefined when it did not say.
 */
export function retryAfterMs(error: unknown, now = Date.now()): number | undefined {
  if (!(error instanceof APIError) || !error.headers) return undefined;
  const millis = Number.parseFloat(error.headers.get('retry-after-ms') ?? '');
  if (Number.isFinite(millis) && millis >= 0) return millis;
  const header = error.headers.get('retry-after');
  if (!header) return undefined;
  const seconds = Number.parseFloat(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * Runs `attempt`, retrying retryable failures with exponential backoff, honouring the
 * server's Retry-After. Our own loop rather than the SDK's, so the wait is capped and
 * interrupted by `signal` (a cancelled job must not sleep through a long Retry-After).
 */
export async function withRetries<T>(
  attempt: () => Promise<T>,
  options: { policy?: RetryPolicy; signal?: AbortSignal; onRetry?: (info: RetryInfo) => void },
): Promise<T> {
  const policy = options.policy ?? DEFAULT_RETRY;
  for (let retry = 0; ; retry++) {
    try {
      return await attempt();
    } catch (error) {
      if (retry >= policy.maxRetries || !isRetryable(error) || options.signal?.aborted) throw error;
      const asked = retryAfterMs(error);
      if (asked !== undefined && asked > policy.maxDelayMs) throw error;
      const backoff = policy.baseDelayMs * 2 ** retry * (1 - Math.random() * 0.25);
      const delayMs = Math.min(asked ?? backoff, policy.maxDelayMs);
      options.onRetry?.({ retry: retry + 1, delayMs, error });
      await sleep(delayMs, options.signal);
    }
  }
}

export interface RetryInfo {
  retry: number;
  delayMs: number;
  error: unknown;
}
