import { createHash } from 'node:crypto';
import type { Context, Next } from 'koa';
import { actorKey } from '../context.ts';
import type { IdempotencyKey } from '../models/IdempotencyKey.ts';
import {
  claimKey,
  completeKey,
  findStoredAnswer,
  NO_SESSION_SCOPE,
  type Requester,
  type StoredAnswer,
} from '../services/idempotency/idempotencyStore.ts';
import { badRequest, conflict, unprocessable } from './errors.ts';
import { countRequest, refuseOverLimit } from './rateLimit.ts';

const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const REPLAY_HEADER = 'Idempotent-Replay';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Exactly-once writes (docs/ARCHITECTURE.md): with an `Idempotency-Key` header (a UUID), the rest
 * of the route runs in one transaction that also stores its answer. The same key and body
 * again get that answer back with `Idempotent-Replay: true`; the same key with another body or
 * path gets 422. A failed write (any thrown error) rolls back with its key, so a retry runs
 * again. Keys belong to the user or visitor that made them and are kept 7 days. A replay
 * spends none of the rate limit's quota (the claim counts every request but a replay). Without
 * the header the route runs as usual. Mount it after `asWriter` and `validate`. Every public
 * write goes through it, the vote included: one exactly-once path (`exactlyOnce.test.ts`).
 */
export function idempotent() {
  return async function idempotency(ctx: Context, next: Next): Promise<void> {
    const limit = ctx.state.deferredRateLimit;
    const keyed = await keyedRequestOf(ctx);
    if (!keyed) {
      await countOnItsOwn(ctx);
      return next();
    }
    const { key, scope, requestHash, requester } = keyed;
    // One statement counts the rate limit (`countWithWrite`) and finds a stored answer or
    // claims the key (claimKey): a first write costs the transaction, the claim, the route's
    // own statements and the answer, nothing more.
    const raced = await ctx.db.knex.transaction(async (trx) => {
      const claim = await claimKey(
        trx,
        { key, scope, method: ctx.method, path: ctx.path, requestHash },
        requester,
        limit,
      );
      // A replay of an answered write: counted nothing, answered whatever the limit.
      if ('stored' in claim && claim.stored.requestHash === requestHash) return claim.stored;
      // Over the limit: the count rolls back with this transaction and is made again on its own
      // (rateLimitAll), which answers 429.
      if (limit) refuseOverLimit(claim.limitCounts, limit);
      // The key of another request: counted, and answered 422 (`replay`).
      if ('stored' in claim) return claim.stored;
      // Taken: a concurrent request with this key committed first; answer as it did.
      if ('taken' in claim) return (await findStoredAnswer(trx, key, requester)) ?? 'in-flight';
      ctx.state.trx = trx;
      try {
        await next();
      } finally {
        ctx.state.trx = undefined;
      }
      await completeKey(trx, claim.id, ctx.status, answerOf(ctx));
      return undefined;
    });
    if (limit) limit.counted = true;
    if (raced === 'in-flight') {
      throw conflict(`A request with this ${IDEMPOTENCY_HEADER} is still being processed`);
    }
    if (raced) replay(ctx, raced, requestHash);
  };
}

/** A write's Idempotency-Key and what it stands for: whose it is and which request. */
interface KeyedRequest {
  key: string;
  /** `user:…` or `visitor:…`, or `NO_SESSION_SCOPE` for a session-less first write. */
  scope: string;
  requestHash: string;
  requester: Requester;
}

/**
 * The request's Idempotency-Key, or undefined without one. A malformed key is 400, counted on
 * its own first (it never reaches the write that would have counted it).
 */
async function keyedRequestOf(ctx: Context): Promise<KeyedRequest | undefined> {
  const key = ctx.get(IDEMPOTENCY_HEADER).trim().toLowerCase();
  if (!key) return undefined;
  if (!UUID.test(key)) {
    await countOnItsOwn(ctx);
    throw badRequest(`${IDEMPOTENCY_HEADER} must be a UUID`);
  }
  const scope = ctx.state.provisionalWriter ? NO_SESSION_SCOPE : actorKey(ctx.state.actor);
  if (!scope) throw new Error('An idempotent write needs a writer: mount asWriter before it');
  return {
    key,
    scope,
    requestHash: hashRequest(ctx.method, ctx.path, ctx.request.body),
    requester: requesterOf(ctx),
  };
}

/** Counts the write's deferred limit in a statement of its own (429 over it). */
async function countOnItsOwn(ctx: Context): Promise<void> {
  const limit = ctx.state.deferredRateLimit;
  if (!limit) return;
  // Committed by the statement itself, even when it answers 429: never counted twice.
  limit.counted = true;
  await countRequest(ctx.db.knex, limit);
}

/** Answers with a stored answer's JSON text; 422 when the key was stored for another request. */
function replay(ctx: Context, stored: IdempotencyKey, requestHash: string): void {
  if (stored.requestHash !== requestHash) {
    throw unprocessable(`${IDEMPOTENCY_HEADER} was already used for a different request`);
  }
  const answer = stored.response as Partial<StoredAnswer>;
  // Votes answered before 28 November stored facts, not a body (kept 7 days at most): the
  // vote is recorded, so the retry is told so, as a repeated vote would be.
  if (answer.body === undefined) throw conflict('Vote already recorded');
  // A session-less retry of a session-less first write gets that write's visitor back.
  if (withoutSession(ctx) && answer.newVisitorId) {
    ctx.state.actor = { type: 'visitor', visitorId: answer.newVisitorId };
  }
  ctx.status = stored.statusCode;
  ctx.body = answer.body;
  ctx.type = 'application/json';
  ctx.set(REPLAY_HEADER, 'true');
}

function answerOf(ctx: Context): StoredAnswer {
  const actor = ctx.state.actor;
  return {
    body: JSON.stringify(ctx.body ?? null),
    ...(ctx.state.provisionalWriter && actor.type === 'visitor'
      ? { newVisitorId: actor.visitorId }
      : {}),
  };
}

/** No session yet: a provisional writer (asWriter) or, before asWriter ran, an anonymous one. */
function withoutSession(ctx: Context): boolean {
  return !!ctx.state.provisionalWriter || ctx.state.actor.type === 'anonymous';
}

function requesterOf(ctx: Context): Requester {
  const actor = ctx.state.actor;
  if (withoutSession(ctx)) return { scopes: [], visitorIds: [], withoutSession: true };
  const visitorId = actor.type === 'user' || actor.type === 'visitor' ? actor.visitorId : undefined;
  const own = actorKey(actor);
  return {
    // A user's browser keeps its visitor id: a write queued before signing in still replays.
    scopes: [own, visitorId ? `visitor:${visitorId}` : undefined].filter(
      (scope): scope is string => !!scope,
    ),
    visitorIds: visitorId ? [visitorId] : [],
    withoutSession: false,
  };
}

/** SHA-256 of the method, path and body (keys sorted, so key order does not matter). */
function hashRequest(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([method, path, canonical(body ?? {})]))
    .digest('hex');
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}
