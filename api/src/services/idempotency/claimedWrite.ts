import type { Knex } from 'knex';
import { memoByText } from '../../db/memoByText.ts';
import { runNamedStatement } from '../../db/preparedStatement.ts';
import { IdempotencyKey } from '../../models/IdempotencyKey.ts';
import {
  limitBindings,
  OVER_A_LIMIT,
  type RateLimitCount,
  type RequestLimits,
  rateLimitUpsertUnless,
} from '../rateLimits/rateLimitCounts.ts';
import {
  keyExpiry,
  type Requester,
  requesterBindings,
  STORED_ANSWER_FOR_REQUESTER,
} from './idempotencyStore.ts';

/*
 * Exactly-once for a write that is one SQL statement (issue 12: a vote made six round trips,
 * and its server spent a fifth of its time writing them to sockets). `idempotent()` opens a
 * transaction, claims the key, runs the route and stores its answer: BEGIN, claim, write,
 * answer, COMMIT. Here the claim, the rate-limit count, the write and the stored answer are one
 * statement, atomic on its own:
 *
 * - `claim_stored` finds an answer to the key that this requester may replay, and `counted`
 *   counts the request unless it is the replay of an answered one (`claimKey`'s rules).
 * - `CLAIM_OPEN` is true when there is no stored answer and no count is over its limit. The
 *   write's own CTEs change nothing unless it is.
 * - The write ends in a CTE `answer (status, facts)`: the status it answers (0: nothing written)
 *   and the facts (jsonb) its answer is presented from. A written answer is stored with the key,
 *   so a replay presents the same facts the same way: byte for byte the first answer.
 * - A refused write (status 0) stores nothing, so its retry runs again, as with `idempotent()`.
 *   Its count stays: the statement commits.
 * - An expired key of this scope is deleted and taken over in the same statement.
 * - A concurrent request with the same key: the key's unique index makes the second insert wait
 *   for the first to commit, then fail, and the whole statement with it, its write included.
 *   `isKeyTaken` recognises that failure; the caller then answers as the first did.
 */

/** The claim a one-statement write makes. */
export interface StatementClaim {
  /** The key and what it stands for; null without an Idempotency-Key (only the count). */
  entry: { key: string; scope: string; method: string; path: string; requestHash: string } | null;
  requester: Requester;
  limits: RequestLimits | undefined;
  /** A session-less first write's new visitor, stored with its answer (see `StoredAnswer`). */
  newVisitorId: string | undefined;
}

/** SQL: the write may go ahead (no stored answer, within every limit). */
export const CLAIM_OPEN = '(select open from claim_gate)';

/** What the statement found and did. */
export interface ClaimedWrite<Facts> {
  /** An answer to this key this requester may replay (any request's: compare its hash). */
  stored: IdempotencyKey | undefined;
  /** The request's rate-limit counts. */
  limitCounts: RateLimitCount[];
  /** The write's answer: 0 when it wrote nothing; undefined when `answer` had no row. */
  status: number | undefined;
  facts: Facts | undefined;
}

/**
 * Runs `writeCtes` (`name as (...)` clauses, the last one `answer`, bindings `:name`) inside the
 * claim, as the prepared statement `name`.
 */
export async function runClaimedWrite<Facts>(
  knex: Knex,
  name: string,
  writeCtes: string,
  bindings: Readonly<Record<string, unknown>>,
  claim: StatementClaim,
): Promise<ClaimedWrite<Facts>> {
  const entry = claim.entry;
  const [row] = await runNamedStatement<StatementRow<Facts>>(knex, name, claimedSql(writeCtes), {
    ...bindings,
    key: entry?.key ?? null,
    scope: entry?.scope ?? null,
    method: entry?.method ?? null,
    path: entry?.path ?? null,
    requestHash: entry?.requestHash ?? null,
    newVisitorId: claim.newVisitorId ?? null,
    expiresAt: keyExpiry(),
    ...requesterBindings(claim.requester),
    ...limitBindings(claim.limits),
  });
  if (!row) throw new Error('A claimed write answers one row');
  const { claimLimitCounts, answerStatus, answerFacts, storedId, ...stored } = row;
  return {
    stored:
      storedId === null
        ? undefined
        : IdempotencyKey.fromJson({ id: storedId, ...stored }, { skipValidation: true }),
    limitCounts: claimLimitCounts ?? [],
    status: answerStatus ?? undefined,
    facts: answerFacts ?? undefined,
  };
}

/** The unique index a concurrent request with the same key fails on. */
const KEY_UNIQUE_INDEX = 'idempotency_keys_scope_key_unique';

/** The statement failed because a concurrent request with its key committed first. */
export function isKeyTaken(error: unknown): boolean {
  const failure = error as { code?: unknown; constraint?: unknown } | null;
  return failure?.code === '23505' && failure.constraint === KEY_UNIQUE_INDEX;
}

interface StatementRow<Facts> {
  claimLimitCounts: RateLimitCount[] | null;
  answerStatus: number | null;
  answerFacts: Facts | null;
  storedId: number | null;
  key: string | null;
  scope: string | null;
  method: string | null;
  path: string | null;
  requestHash: string | null;
  statusCode: number | null;
  response: unknown;
  createdAt: Date | null;
  expiresAt: Date | null;
}

/** Memoised by the write's text: a statement's text is built once per shape, not per request. */
const claimedSql = memoByText(
  (writeCtes) => `with claim_stored as (${STORED_ANSWER_FOR_REQUESTER}),
counted as (${rateLimitUpsertUnless('exists (select 1 from claim_stored where request_hash = :requestHash)')}),
claim_gate as (
  select not exists (select 1 from claim_stored) and not ${OVER_A_LIMIT} as open
),
${writeCtes},
-- An expired key of this scope is taken over: deleted here, before the insert below reads it.
claim_expired as (
  delete from idempotency_keys
  where :key::uuid is not null and key = :key::uuid and scope = :scope and expires_at <= now()
    and exists (select 1 from answer where answer.status > 0)
  returning id
),
claim_kept as (
  insert into idempotency_keys
    (key, scope, method, path, request_hash, status_code, response, expires_at)
  select :key::uuid, :scope, :method, :path, :requestHash, answer.status,
    case when :newVisitorId::text is null then jsonb_build_object('facts', answer.facts)
         else jsonb_build_object('facts', answer.facts, 'newVisitorId', :newVisitorId::text) end,
    :expiresAt
  from answer
  where :key::uuid is not null and answer.status > 0 and (select count(*) from claim_expired) >= 0
  returning id
)
-- Named columns: a prepared statement's result must not change shape (\`db/preparedStatement.ts\`).
select (select coalesce(json_agg(counted), '[]') from counted) as claim_limit_counts,
  answer.status as answer_status, answer.facts as answer_facts,
  claim_stored.id as stored_id, claim_stored.key, claim_stored.scope, claim_stored.method,
  claim_stored.path, claim_stored.request_hash, claim_stored.status_code, claim_stored.response,
  claim_stored.created_at, claim_stored.expires_at
from (select 1) as one left join claim_stored on true left join answer on true`,
);
