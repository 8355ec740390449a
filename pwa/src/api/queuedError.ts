/**
 * A write that is safe in the outbox but not on the server yet (offline, server trouble, or
 * waiting for a sign-in). Screens treat it as "pending", not as a failure: it will be sent.
 */
export class QueuedError extends Error {
  override name = 'QueuedError';

  constructor(readonly outboxId: string) {
    super('Saved on this device; it will be sent when the connection allows.');
  }
}

export function isQueued(error: unknown): error is QueuedError {
  return error instanceof QueuedError;
}
