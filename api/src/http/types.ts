import type { Logger } from 'pino';
import type { Config } from '../config/config.ts';
import type { Actor } from '../context.ts';
import type { DatabaseOutage } from '../db/databaseOutage.ts';
import type { Database } from '../db/openDatabase.ts';
import type { AdminUser } from '../models/AdminUser.ts';
import type { ViewCounter } from '../services/views/viewCounter.ts';

/** What every request handler can reach through `ctx` (set once in `createApp`). */
declare module 'koa' {
  interface DefaultContext {
    db: Database;
    config: Config;
    log: Logger;
    /** Profile and review views, counted off the request (see `ViewCounter`). */
    views: ViewCounter;
    /** Tracks the database being unreachable: one warning per outage, one line when back. */
    outage: DatabaseOutage;
  }
  interface DefaultState {
    requestId: string;
    /** The validated `{ params, query, body }` of the route's schema (see `validate`). */
    input?: unknown;
    /** The public caller (see `loadActor`): user, visitor or anonymous. */
    actor: Actor;
    /** The signed-in, active admin, if any (admin routes require it). */
    admin?: AdminUser;
    /** An admin half-way through signing in: password right, two-factor step to go. */
    pendingAdmin?: { admin: AdminUser; step: 'code' | 'enrol' };
    /** A GET or HEAD without the session cookie: the session middleware did not run. */
    withoutSession?: boolean;
    /** The session had a half-done sign-in, too old (or its account deactivated) to go on. */
    pendingExpired?: boolean;
  }
}
