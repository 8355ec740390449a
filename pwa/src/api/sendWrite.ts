import { apiFetch, readJson } from './http.ts';

/** What a write is: the outbox (issue 7) lists, orders and retries writes by kind. */
export type WriteKind =
  | 'review'
  | 'vote'
  | 'reply'
  | 'report'
  | 'claim'
  | 'subscribe'
  | 'unsubscribe'
  | 'contact'
  | 'login'
  | 'register'
  | 'logout';

/** One write, fully described as data, so it can be stored and replayed later. */
export interface WriteRequest {
  kind: WriteKind;
  method: 'POST' | 'DELETE';
  url: string;
  /** Already parsed by the shared schema: exactly what the API validates. */
  body?: unknown;
  /** A UUID made once per user action, for the writes the API deduplicates. */
  idempotencyKey?: string;
}

/**
 * The single path every write takes. Today it sends the request and answers the parsed JSON;
 * the offline outbox replaces this one function (queue, then sync) without touching the
 * mutation hooks that build the requests.
 */
export async function sendWrite<T>(request: WriteRequest): Promise<T> {
  const headers: Record<string, string> = {};
  if (request.idempotencyKey) headers['Idempotency-Key'] = request.idempotencyKey;
  const response = await apiFetch(request.method, request.url, request.body, headers);
  return readJson<T>(response);
}
