import type Koa from 'koa';
import session from 'koa-session';
import { runSql, sql } from '../db/sql.ts';
import { VisitorSessionCache } from './visitorSessionCache.ts';

/** What a session holds. Public and admin sign-ins are separate keys of one session. */
export interface SessionData {
  /** The signed-in public user. */
  userId?: string;
  /** The signed-in admin (a user session never grants admin rights). */
  adminId?: string;
  /**
   * An admin whose password was right, before their two-factor step (`code`: enter a code,
   * `enrol`: set it up first). Not an admin session: only the two-factor routes read it.
   */
  pendingAdmin?: { id: string; step: 'code' | 'enrol'; since: number };
  /** The anonymous browser's id, made the first time it writes; kept across sign-in. */
  visitorId?: string;
}

const MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_COOKIE = 'rv.sid';

/**
 * koa-session with the `sessions` table as its external store, so any number of API
 * instances share sessions. koa-session saves nothing for a session that was never written
 * to, so readers and crawlers create no rows.
 */
export function sessionMiddleware(app: Koa, options: { secure: boolean }): Koa.Middleware {
  // One per app (so per server instance): what it keeps and why, `visitorSessionCache.ts`.
  const visitors = new VisitorSessionCache();
  const middleware = session(
    {
      key: SESSION_COOKIE,
      maxAge: MAX_AGE_MS,
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secure,
      signed: true,
      rolling: false,
      renew: true,
      store: {
        async get(key: string, _maxAge: number, { ctx }: { ctx?: Koa.Context }) {
          const kept = visitors.get(key);
          if (kept) return kept;
          const readAt = visitors.version;
          const [row] = await runSql<{ sess: unknown; expire: Date }>(
            knexOf(ctx),
            sql`select sess, expire from sessions where sid = ${key} and expire > ${new Date()} limit 1`,
          );
          if (row) visitors.remember(key, row.sess, row.expire, readAt);
          return row?.sess;
        },
        async set(key: string, sess: unknown, maxAge: number, { ctx }: { ctx?: Koa.Context }) {
          visitors.forget(key);
          const ttl = typeof maxAge === 'number' ? maxAge : MAX_AGE_MS;
          await knexOf(ctx)('sessions')
            .insert({ sid: key, sess: JSON.stringify(sess), expire: new Date(Date.now() + ttl) })
            .onConflict('sid')
            .merge();
          // Again once written: a read that ran meanwhile is dropped by `remember`.
          visitors.forget(key);
        },
        async destroy(key: string, { ctx }: { ctx?: Koa.Context }) {
          visitors.forget(key);
          await knexOf(ctx)('sessions').where('sid', key).delete();
          visitors.forget(key);
        },
      },
    },
    app,
  );
  return (ctx, next) => {
    if (isReadWithoutSession(ctx)) {
      // Nothing to load and nothing may be started (GET and HEAD routes never write a
      // session): koa-session's per-request work (a new session object, its key, the commit
      // check) is skipped on the hottest path, the anonymous reader's (issue 12).
      ctx.state.withoutSession = true;
      return next();
    }
    // An https site (PUBLIC_URL) is reached over https whatever the last hop was: a proxy that
    // forgot X-Forwarded-Proto must not turn every sign-in into "Cannot send secure cookie".
    if (options.secure) ctx.cookies.secure = true;
    return middleware(ctx, next);
  };
}

function isReadWithoutSession(ctx: Koa.Context): boolean {
  return (
    (ctx.method === 'GET' || ctx.method === 'HEAD') &&
    ctx.cookies.get(SESSION_COOKIE, { signed: false }) === undefined
  );
}

function knexOf(ctx: Koa.Context | undefined) {
  if (!ctx) throw new Error('koa-session called its store without a context');
  return ctx.db.knex;
}

/** The session's data, typed. */
export function sessionOf(ctx: Koa.Context): SessionData {
  if (ctx.state.withoutSession) {
    // A programming error, not a client's: what a read wrote here would be lost silently.
    throw new Error('A GET or HEAD without a session cookie has no session to use');
  }
  return (ctx.session ?? {}) as SessionData;
}
