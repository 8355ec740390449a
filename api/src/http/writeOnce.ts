import type { Context } from 'koa';
import {
  type ClaimedWrite,
  isKeyTaken,
  type StatementClaim,
} from '../services/idempotency/claimedWrite.ts';
import { findStoredAnswer } from '../services/idempotency/idempotencyStore.ts';
import { conflict, HttpError } from './errors.ts';
import { countOnItsOwn, type KeyedRequest, keyedRequestOf, replay } from './idempotency.ts';
import { refuseOverLimit } from './rateLimit.ts';

/** A one-statement write: the statement with its claim, and its answer's presentation. */
export interface OnceWrite<Facts> {
  /** Runs the write's statement with the claim (`runClaimedWrite`). */
  write(claim: StatementClaim): Promise<ClaimedWrite<Facts>>;
  /**
   * The answer's body from the write's facts (the first answer and every replay alike), or the
   * error the write answers (404, 409, ...) when it changed nothing.
   */
  present(facts: Facts | undefined): unknown;
}

/**
 * `idempotent()` for a route whose write is one SQL statement (`runClaimedWrite`): the same
 * contract (ARCHITECTURE.md: exactly-once writes, replays that spend no quota, 422 for a reused
 * key, nothing stored for a refused write), in one round trip instead of five. The route's
 * handler calls it, behind its `countWithWrite` limit, `asWriter` and `validate`.
 * Checks in `idempotent()`'s order: a replay, the limits, a key of another request, then the
 * write's own answer.
 */
export async function writeOnce<Facts>(ctx: Context, route: OnceWrite<Facts>): Promise<void> {
  const keyed = await keyedRequestOf(ctx);
  const limit = ctx.state.deferredRateLimit;
  const actor = ctx.state.actor;
  let written: ClaimedWrite<Facts>;
  try {
    written = await route.write({
      entry: keyed ? { ...keyed, method: ctx.method, path: ctx.path } : null,
      requester: keyed?.requester ?? { scopes: [], visitorIds: [], withoutSession: true },
      limits: limit,
      newVisitorId:
        ctx.state.provisionalWriter && actor.type === 'visitor' ? actor.visitorId : undefined,
    });
  } catch (error) {
    if (!keyed || !isKeyTaken(error)) throw error;
    // A concurrent request with this key committed first, and this statement rolled back, its
    // count with it: count it on its own, and answer as the first one did.
    await countOnItsOwn(ctx);
    return replayFirst(ctx, keyed, route);
  }
  if (limit) limit.counted = true;
  const { stored } = written;
  if (keyed && stored && stored.requestHash === keyed.requestHash) {
    return replay(ctx, stored, keyed.requestHash, route.present);
  }
  if (limit) refuseOverLimit(written.limitCounts, limit);
  if (keyed && stored) return replay(ctx, stored, keyed.requestHash, route.present); // 422
  let body: unknown;
  try {
    body = route.present(written.facts);
  } catch (error) {
    // A write that found nothing to change may have lost a race with its own retry, which
    // wrote first (the unique indexes made it wait, then do nothing): answer as that one did.
    if (keyed && error instanceof HttpError && error.status === 409) {
      const first = await findStoredAnswer(ctx.db.knex, keyed.key, keyed.requester);
      if (first) return replay(ctx, first, keyed.requestHash, route.present);
    }
    throw error;
  }
  ctx.status = written.status ?? 200;
  ctx.body = body;
}

async function replayFirst<Facts>(
  ctx: Context,
  keyed: KeyedRequest,
  route: OnceWrite<Facts>,
): Promise<void> {
  const first = await findStoredAnswer(ctx.db.knex, keyed.key, keyed.requester);
  if (!first) {
    throw conflict('A request with this Idempotency-Key is still being processed');
  }
  replay(ctx, first, keyed.requestHash, route.present);
}
