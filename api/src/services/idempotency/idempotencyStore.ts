import type { Knex } from 'knex';
import { IdempotencyKey } from '../../models/IdempotencyKey.ts';

/** How long a stored answer can be replayed (the offline outbox retries for days). */
const IDEMPOTENCY_TTL_DAYS = 7;

/**
 * Requests made without a session (the browser's first write) are stored under this scope: the
 * answer that would have given them their session may be the one that was lost, so the retry
 * arrives without a cookie too.
 */
export const NO_SESSION_SCOPE = 'anonymous';

/** What is stored in `idempotency_keys.response`. */
export interface StoredAnswer {
  /** The answer's JSON text, kept as text so a replay is byte for byte the first answer. */
  body: string;
  /** The visitor id a session-less request was given; a session-less retry gets it back. */
  newVisitorId?: string;
}

/** Who is asking, as far as replay is concerned. */
export interface Requester {
  /** Scopes whose keys this requester may replay (`user:…`, and the browser's `visitor:…`). */
  scopes: string[];
  /** The browser's visitor ids: answers to its own session-less first write are its own too. */
  visitorIds: string[];
  /** The request carries no session (its writer is provisional). */
  withoutSession: boolean;
}

/** The stored answer for `key` that this requester may replay, if any (expired ones excluded). */
export async function findStoredAnswer(
  knex: Knex,
  key: string,
  requester: Requester,
): Promise<IdempotencyKey | undefined> {
  const rows = await IdempotencyKey.query(knex)
    .where('key', key)
    .where('expiresAt', '>', new Date())
    .where('statusCode', '>', 0);
  return rows.find((row) => {
    if (requester.scopes.includes(row.scope)) return true;
    if (row.scope !== NO_SESSION_SCOPE) return false;
    const visitorId = (row.response as StoredAnswer).newVisitorId;
    return requester.withoutSession || (!!visitorId && requester.visitorIds.includes(visitorId));
  });
}

/**
 * Claims `(scope, key)` for this request inside its transaction, before the write. A concurrent
 * request with the same key waits here (on the unique index) until the first commits, then finds
 * its answer; an expired leftover is replaced. Returns the row id, or undefined when taken.
 */
export async function reserveKey(
  trx: Knex.Transaction,
  entry: { key: string; scope: string; method: string; path: string; requestHash: string },
): Promise<number | undefined> {
  await trx('idempotency_keys')
    .where({ scope: entry.scope, key: entry.key })
    .where('expiresAt', '<=', new Date())
    .delete();
  const expiresAt = new Date(Date.now() + IDEMPOTENCY_TTL_DAYS * 24 * 60 * 60 * 1000);
  const rows: Array<{ id: number }> = await trx('idempotency_keys')
    .insert({ ...entry, statusCode: 0, response: JSON.stringify({ body: 'null' }), expiresAt })
    .onConflict(['scope', 'key'])
    .ignore()
    .returning('id');
  return rows[0]?.id;
}

/** Stores the answer in the same transaction as the write it answers. */
export async function completeKey(
  trx: Knex.Transaction,
  id: number,
  statusCode: number,
  answer: StoredAnswer,
): Promise<void> {
  await trx('idempotency_keys')
    .where('id', id)
    .update({ statusCode, response: JSON.stringify(answer) });
}
