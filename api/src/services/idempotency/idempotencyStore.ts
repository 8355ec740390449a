import type { Knex } from 'knex';
import { runSql, type Sql, sql } from '../../db/sql.ts';
import { IdempotencyKey } from '../../models/IdempotencyKey.ts';
import {
  type RateLimitCount,
  type RequestLimits,
  rateLimitUpsert,
} from '../rateLimits/rateLimitCounts.ts';

/** How long a stored answer can be replayed (the offline outbox retries for days). */
const IDEMPOTENCY_TTL_DAYS = 7;

/**
 * Requests made without a session (the browser's first write) are stored under this scope: the
 * answer that would have given them their session may be the one that was lost, so the retry
 * arrives without a cookie too.
 */
export const NO_SESSION_SCOPE = 'anonymous';

/**
 * What is stored in `idempotency_keys.response`: the answer's JSON text (`idempotent()`).
 */
export type StoredAnswer = { body: string } & {
  /** The visitor id a session-less request was given; a session-less retry gets it back. */
  newVisitorId?: string;
};

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
 * The stored answer to `key` that `requester` may replay: `findStoredAnswer`'s rules in SQL, for
 * the statement that claims a key.
 */
function storedAnswerFor(key: string, requester: Requester): Sql {
  return sql`
  select id, key, scope, method, path, request_hash, status_code, response, created_at, expires_at
  from idempotency_keys
  where key = ${key} and expires_at > now() and status_code > 0
    and (scope = any(${requester.scopes}::text[]) or (scope = ${NO_SESSION_SCOPE} and (
      ${requester.withoutSession}::boolean or response->>'newVisitorId' = any(${requester.visitorIds}::text[]))))
  limit 1`;
}

/** What `claimKey` found or did. */
export type Claim = ({ stored: IdempotencyKey } | { id: number } | { taken: true }) & {
  /** The request's rate-limit counts (`limits`), made in the same statement. */
  limitCounts: RateLimitCount[];
};

/**
 * Looks up and claims in one statement (issue 12: a write ran a look-up, a delete and an insert
 * before its own statement): the stored answer to `key` this requester may replay, if any
 * (`findStoredAnswer`'s rules, in SQL), else `(scope, key)` claimed for this request inside its
 * transaction, before the write. A concurrent request with the same key waits here (on the
 * unique index) until the first commits; it then gets neither, and finds the first one's answer
 * with `findStoredAnswer` (a new snapshot). An expired leftover is taken over in place.
 *
 * The same statement counts the request's deferred rate limit (`countWithWrite`), so a
 * limited write makes no round trip of its own for it. A replay of an answered write (same key,
 * same request) counts nothing: retrying a write whose answer was lost spends none of the quota
 * (issue 15), while reusing a key for another request does. Until 26 November that replay was a
 * look-up of its own before the limit, one more statement for every first write. The claim reads
 * the count (`counted`), which makes PostgreSQL lock the limit's rows before the key's: every
 * request takes its locks in one order, so two retries of one write cannot deadlock.
 */
export async function claimKey(
  trx: Knex.Transaction,
  entry: { key: string; scope: string; method: string; path: string; requestHash: string },
  requester: Requester,
  limits?: RequestLimits,
): Promise<Claim> {
  const expiresAt = keyExpiry();
  const [found] = await runSql(
    trx,
    sql`with stored as (${storedAnswerFor(entry.key, requester)}),
     counted as (${rateLimitUpsert(limits, sql`exists (select 1 from stored where request_hash = ${entry.requestHash})`)}),
     claimed as (
       insert into idempotency_keys
         (key, scope, method, path, request_hash, status_code, response, expires_at)
       select ${entry.key}, ${entry.scope}, ${entry.method}, ${entry.path}, ${entry.requestHash}, 0,
         ${JSON.stringify({ body: 'null' })}::jsonb, ${expiresAt}
       where not exists (select 1 from stored) and (select count(*) from counted) >= 0
       on conflict (scope, key) do update set
         method = excluded.method, path = excluded.path, request_hash = excluded.request_hash,
         status_code = 0, response = excluded.response, created_at = now(),
         expires_at = excluded.expires_at
       where idempotency_keys.expires_at <= now()
       returning id
     )
     select (select id from claimed) as claimed_id,
       (select coalesce(json_agg(counted), '[]') from counted) as limit_counts,
       stored.id, stored.key, stored.scope,
       stored.method, stored.path, stored.request_hash, stored.status_code, stored.response,
       stored.created_at, stored.expires_at
     from (select 1) as one left join stored on true`,
  );
  const { claimedId, limitCounts, ...row } = found ?? {};
  const counts = { limitCounts: (limitCounts ?? []) as RateLimitCount[] };
  if (row.id !== null && row.id !== undefined) {
    return {
      stored: IdempotencyKey.fromJson(row, { skipValidation: true }),
      ...counts,
    };
  }
  return claimedId === null || claimedId === undefined
    ? { taken: true, ...counts }
    : { id: Number(claimedId), ...counts };
}

const keyExpiry = () => new Date(Date.now() + IDEMPOTENCY_TTL_DAYS * 24 * 60 * 60 * 1000);

/** Stores the answer in the same transaction as the write it answers. */
export async function completeKey(
  trx: Knex.Transaction,
  id: number,
  statusCode: number,
  answer: StoredAnswer,
): Promise<void> {
  await runSql(
    trx,
    sql`update idempotency_keys set status_code = ${statusCode}, response = ${JSON.stringify(answer)}
        where id = ${id}`,
  );
}
