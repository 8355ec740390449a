import { loadOffline } from '../offline/loadOffline.ts';
import { OUTBOX_KINDS, type OutboxContext, type OutboxKind } from '../offline/types.ts';
import { apiFetch, readJson } from './http.ts';

/** What a write is: the outbox (issue 7) lists, orders and retries writes by kind. */
type WriteKind =
  | 'review'
  | 'reviewEdit'
  | 'reviewDelete'
  | 'response'
  | 'vote'
  | 'reply'
  | 'report'
  | 'flag'
  | 'claim'
  | 'subscribe'
  | 'unsubscribe'
  | 'contact'
  | 'login'
  | 'register'
  | 'resendVerification'
  | 'logout'
  | 'question'
  | 'answer'
  | 'qaVote'
  | 'acceptAnswer'
  | 'faq'
  | 'faqEdit'
  | 'faqDelete'
  | 'invitations';

/** One write, fully described as data, so it can be stored and replayed later. */
export interface WriteRequest {
  kind: WriteKind;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  /** Already parsed by the shared schema: exactly what the API validates. */
  body?: unknown;
  /** A UUID made once per user action, for the writes the API deduplicates. */
  idempotencyKey?: string;
  /** Where the write shows while it is pending (outbox kinds). */
  context?: OutboxContext;
  /** The outbox id of a review still queued, for a reply to it. */
  dependsOn?: string;
}

function isOutboxKind(kind: WriteKind): kind is OutboxKind {
  return (OUTBOX_KINDS as readonly string[]).includes(kind);
}

/**
 * The single path every write takes. Public writes (reviews, votes, replies, reports, claims,
 * an owner's responses and invitations) go through the outbox, online or not: queued on the device, then synced with the outbox id
 * as `Idempotency-Key`; a write that cannot go yet rejects with `QueuedError` (pending). The
 * account calls need the network and are sent directly.
 */
export async function sendWrite<T>(request: WriteRequest): Promise<T> {
  if (isOutboxKind(request.kind)) {
    const { outbox } = await loadOffline();
    return outbox.submit<T>({
      kind: request.kind,
      method: request.method,
      url: request.url,
      body: request.body,
      ...(request.idempotencyKey ? { id: request.idempotencyKey } : {}),
      ...(request.context ? { context: request.context } : {}),
      ...(request.dependsOn ? { dependsOn: request.dependsOn } : {}),
    });
  }
  const headers: Record<string, string> = {};
  if (request.idempotencyKey) headers['Idempotency-Key'] = request.idempotencyKey;
  const response = await apiFetch(request.method, request.url, request.body, headers);
  return readJson<T>(response);
}
