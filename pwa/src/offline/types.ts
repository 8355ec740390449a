/** The writes that go through the outbox (issue 7); the rest (sign-in, contact) need a network. */
export const OUTBOX_KINDS = [
  'review',
  'vote',
  'reply',
  'report',
  'claim',
  // An author's edit and deletion of their own review (issue 13).
  'reviewEdit',
  'reviewDelete',
  // A visitor's flag on a review for staff (issue 13).
  'flag',
  // Questions and answers on company pages, and the owner's FAQs (issue 14).
  'question',
  'answer',
  'qaVote',
  'acceptAnswer',
  'faq',
  'faqEdit',
  'faqDelete',
  // The claimed owner's response to a review (a PUT: writing it again replaces it), and review
  // invitations from the dashboard's form (issue 37).
  'response',
  'invitations',
] as const;

export type OutboxMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/**
 * `pending`: waits for its turn (or its backoff); `auth`: answered 401, waits for sign-in;
 * `failed`: refused (4xx), kept with the server's message until edited or discarded.
 */
type OutboxStatus = 'pending' | 'auth' | 'failed';

/** Where an item belongs on screen, so a pending one can be drawn in place. */
export interface OutboxContext {
  domain?: string;
  reviewId?: number;
  companyName?: string;
  /** Q&A and FAQ items: the company whose questions and FAQs they change. */
  companyId?: number;
  questionId?: number;
  answerId?: number;
  faqId?: number;
}

export interface OutboxItem {
  /** Auto-increment: FIFO order, also across tabs. */
  seq?: number;
  /** UUID made on the device; sent as `Idempotency-Key`, so a replay is applied once. */
  id: string;
  kind: OutboxKind;
  /** Items queued before edits existed have 'POST'. */
  method: OutboxMethod;
  /** Empty while `dependsOn` is set: a reply's URL needs its review's server id. */
  url: string;
  /** Already parsed by the shared schema when queued. */
  body: unknown;
  status: OutboxStatus;
  attempts: number;
  /** Epoch ms before which the item is not tried again (backoff). */
  nextAttemptAt: number;
  createdAt: number;
  /** The server's message of a refused item. */
  error?: string;
  /** A review refused as the author's second of the company (409): the one to edit instead. */
  existingReviewId?: number;
  /** The outbox id of a queued review this reply answers. */
  dependsOn?: string;
  context: OutboxContext;
}

export interface Draft {
  key: string;
  value: Record<string, unknown>;
  updatedAt: number;
}
