import { HttpError } from '../api/http.ts';
import type { AttemptResult } from './events.ts';
import type { OutboxItem } from './types.ts';

// A hanging connection must not hold the single runner for long; it counts as a network error
// and the item is tried again later under the same Idempotency-Key, so a slow success is safe.
const ATTEMPT_TIMEOUT_MS = 10_000;

/** One attempt of one item, with its UUID as `Idempotency-Key`. Never throws. */
export async function sendItem(item: OutboxItem): Promise<AttemptResult> {
  try {
    const response = await fetch(item.url, {
      method: item.method,
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': item.id },
      // A deletion has no body.
      ...(item.body === undefined ? {} : { body: JSON.stringify(item.body) }),
      signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
    });
    const bodyText = await response.text();
    // The API's error body, read the way every other call reads it.
    const message = new HttpError(response.status, response.statusText, bodyText).body?.message;
    return {
      status: response.status,
      statusText: response.statusText,
      bodyText,
      message: typeof message === 'string' ? message : bodyText,
      retryAfter: response.headers.get('Retry-After'),
    };
  } catch (error) {
    return { statusText: '', bodyText: '', message: String(error), retryAfter: null };
  }
}
