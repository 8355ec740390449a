import type { Knex } from 'knex';
import type { Logger } from 'pino';
import pino from 'pino';
import type { Config } from './config/config.ts';
import type { Database } from './db/openDatabase.ts';
import type { AdminUser } from './models/AdminUser.ts';
import type { User } from './models/User.ts';

/** Who is acting: the subject of permission checks and of the activity log. */
export type Actor =
  /** A signed-in public user (`visitorId` is the browser's visitor id, kept across login). */
  | { type: 'user'; user: User; visitorId: string | undefined }
  /** An anonymous browser that has written something, so it has a session and an id. */
  | { type: 'visitor'; visitorId: string }
  /** An anonymous reader with no session. */
  | { type: 'anonymous' }
  | { type: 'admin'; admin: AdminUser }
  /** The server itself, a job or the CLI (`name` says which, e.g. `cli`, `job:categorize`). */
  | { type: 'system'; name: string };

/**
 * Everything a service needs, passed explicitly (STYLE.md 12): the database (or the open
 * transaction), the actor, configuration and a logger. Routes, jobs, the CLI and tests all
 * build one with `createContext`, so services never depend on HTTP.
 */
export interface Context {
  db: Database;
  /** The transaction when inside `withTransaction`, else the database's knex. Query with it. */
  knex: Knex;
  actor: Actor;
  config: Config;
  logger: Logger;
}

export function createContext(options: {
  db: Database;
  config: Config;
  actor?: Actor;
  logger?: Logger;
  knex?: Knex;
}): Context {
  return {
    db: options.db,
    knex: options.knex ?? options.db.knex,
    actor: options.actor ?? { type: 'anonymous' },
    config: options.config,
    logger: options.logger ?? pino({ level: 'silent' }),
  };
}

/**
 * Runs `work` in one transaction (STYLE.md 10), reusing the caller's when it already has one,
 * and hands it a context whose `knex` is that transaction.
 */
export async function withTransaction<T>(
  ctx: Context,
  work: (trxCtx: Context) => Promise<T>,
): Promise<T> {
  if (ctx.knex.isTransaction) return work(ctx);
  return ctx.knex.transaction((trx) => work({ ...ctx, knex: trx }));
}

/** The id votes, idempotency keys and rate limits are keyed on: the user, else the visitor. */
export function actorKey(actor: Actor): string | undefined {
  switch (actor.type) {
    case 'user':
      return `user:${actor.user.id}`;
    case 'visitor':
      return `visitor:${actor.visitorId}`;
    case 'admin':
      return `admin:${actor.admin.id}`;
    case 'system':
      return `system:${actor.name}`;
    case 'anonymous':
      return undefined;
  }
}
