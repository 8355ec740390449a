import type { Context, Middleware, Next } from 'koa';
import type { Context as ServiceContext } from '../context.ts';
import { formatLsn, parseLsn } from '../db/replicas/lsn.ts';
import { isReplicaFailure, type ReadReplicas } from '../db/replicas/readReplicas.ts';
import { serviceContext } from './actor.ts';

/*
 * Which database a request reads from (docs/operations.md, "Read replicas").
 *
 * - `serviceContext(ctx)` is the primary: writes, sessions, rate limits, Idempotency-Keys, jobs,
 *   and everything a signed-in owner or an admin does.
 * - `readOnReplica(ctx, (reads) => …)` is for the public reads (search, category pages,
 *   profiles, review lists, awards, sitemaps, the widget, the server-rendered pages' data): a
 *   replica when one is in rotation and has the visitor's own last write, else the primary.
 *   Without DATABASE_READ_URL (and always on the embedded database) it is the primary.
 *
 * Read-your-writes: after a request that wrote, the answer carries a signed cookie with the
 * primary's WAL position right after that write. A replica serves this visitor's reads only
 * once it has replayed that far (its position is polled every 100 ms, so this costs no query);
 * until then they go to the primary. The cookie lives for the replica lag limit plus a margin:
 * by then every replica in rotation has the write anyway. A position, not a fixed time, so a
 * visitor is back on the replicas as soon as they caught up (milliseconds, usually), and a
 * cookie, not the session, since anonymous readers have none and it costs no database write.
 */

/** The signed cookie holding the WAL position of this browser's last write. */
export const READ_AFTER_COOKIE = 'rv.read_after';
/** How long past the lag limit the cookie is kept (a replica's lag is polled, not instant). */
const COOKIE_MARGIN_MS = 5_000;

declare module 'koa' {
  interface DefaultState {
    /** A GET that wrote on the primary (a company created on its first lookup). */
    wroteOnPrimary?: boolean;
  }
}

/**
 * Runs a public read on a replica, or on the primary (see above). A read that cannot reach its
 * replica (or that the replica cancelled to replay the primary's changes) runs once more on the
 * primary, and the replica is left out at once: the visitor gets an answer, never a 5xx.
 * `work` may therefore run twice; it must only read.
 */
export async function readOnReplica<T>(
  ctx: Context,
  work: (reads: ServiceContext) => Promise<T>,
): Promise<T> {
  const primary = serviceContext(ctx);
  const replicas = ctx.db.replicas;
  const replica = replicas?.choose(readAfter(ctx, replicas));
  if (!replicas || !replica) {
    replicas?.countRead(undefined);
    return work(primary);
  }
  try {
    const answer = await work({ ...primary, knex: replica.knex });
    replicas.countRead(replica);
    return answer;
  } catch (error) {
    if (!isReplicaFailure(error)) throw error;
    replicas.markFailed(replica, error);
    replicas.countRead(undefined, { fallback: true });
    return work(primary);
  }
}

/** A GET that wrote on the primary: this visitor's next reads must see it (see above). */
export function markPrimaryWrite(ctx: Context): void {
  ctx.state.wroteOnPrimary = true;
}

/**
 * Sets the read-your-writes cookie after every request that wrote: a POST, PUT, PATCH or DELETE
 * that succeeded, or a read that said so (`markPrimaryWrite`). Mounted only when there are
 * replicas (`createApp`).
 */
export function readYourWrites(replicas: ReadReplicas, maxLagMs: number): Middleware {
  return async (ctx: Context, next: Next) => {
    await next();
    const wrote =
      ctx.state.wroteOnPrimary === true ||
      (!['GET', 'HEAD', 'OPTIONS'].includes(ctx.method) && ctx.status < 400);
    if (!wrote) return;
    try {
      const lsn = await replicas.writtenLsn();
      if (lsn === undefined) return;
      ctx.cookies.set(READ_AFTER_COOKIE, formatLsn(lsn), {
        signed: true,
        httpOnly: true,
        sameSite: 'lax',
        overwrite: true,
        path: '/',
        maxAge: maxLagMs + COOKIE_MARGIN_MS,
      });
    } catch (error) {
      // The write is done; without the position this visitor's next reads may come from a
      // replica a few milliseconds behind it.
      ctx.log.warn({ err: error }, 'Could not read the WAL position after a write');
    }
  };
}

function readAfter(ctx: Context, replicas: ReadReplicas | undefined): bigint | undefined {
  if (!replicas) return undefined;
  const value = ctx.cookies.get(READ_AFTER_COOKIE, { signed: true });
  return value ? parseLsn(value) : undefined;
}
