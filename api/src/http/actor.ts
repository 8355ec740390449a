import { randomUUID } from 'node:crypto';
import type { Context, Next } from 'koa';
import { type Actor, createContext, type Context as ServiceContext } from '../context.ts';
import { AdminUser } from '../models/AdminUser.ts';
import { User } from '../models/User.ts';
import { SESSION_COOKIE, sessionOf } from './session.ts';

/**
 * Resolves who is calling from the session: `ctx.state.actor` (user, visitor or anonymous) for
 * the public API and `ctx.state.admin` (an active admin) for the admin API. Only requests that
 * carry a session cookie touch the database.
 */
export function loadActor(ctx: Context, next: Next): Promise<void> {
  ctx.state.actor = ANONYMOUS;
  // Only whether the cookie is there: koa-session has checked its signature already (and a
  // forged one gives an empty session), so checking it again here was three more HMACs. Not
  // async for the anonymous reader: no promise of its own around `next()` (issue 12).
  return ctx.cookies.get(SESSION_COOKIE, { signed: false }) ? loadSessionActor(ctx, next) : next();
}

const ANONYMOUS: Actor = Object.freeze({ type: 'anonymous' });

async function loadSessionActor(ctx: Context, next: Next): Promise<void> {
  const data = sessionOf(ctx);
  if (data.userId) {
    const user = await User.query(ctx.db.knex).findById(data.userId);
    // A deactivated account is signed out at its next request, whichever way it signed in.
    if (user && !user.deactivatedAt) {
      ctx.state.actor = { type: 'user', user, visitorId: data.visitorId };
    } else delete data.userId;
  }
  if (ctx.state.actor.type === 'anonymous' && data.visitorId) {
    ctx.state.actor = { type: 'visitor', visitorId: data.visitorId };
  }
  if (data.adminId) {
    const admin = await AdminUser.query(ctx.db.knex).findById(data.adminId);
    // A deactivated admin loses access at their next request, not at their next sign-in.
    if (admin?.isActive) ctx.state.admin = admin;
    else delete data.adminId;
  }
  await next();
}

/**
 * The actor for a write: an anonymous browser gets its visitor id (and so its session) here,
 * the first time it writes something.
 */
export function ensureWriter(ctx: Context): Exclude<Actor, { type: 'anonymous' }> {
  const actor = ctx.state.actor;
  if (actor.type !== 'anonymous') return actor as Exclude<Actor, { type: 'anonymous' }>;
  const visitorId = randomUUID();
  sessionOf(ctx).visitorId = visitorId;
  ctx.state.actor = { type: 'visitor', visitorId };
  return ctx.state.actor as { type: 'visitor'; visitorId: string };
}

/** Signs a user in: a new session id (against fixation), keeping the visitor id. */
export async function signInUser(ctx: Context, user: User): Promise<void> {
  await ctx.session?.regenerate();
  const data = sessionOf(ctx);
  data.userId = user.id;
  ctx.state.actor = { type: 'user', user, visitorId: data.visitorId };
}

export function signOutUser(ctx: Context): void {
  delete sessionOf(ctx).userId;
  ctx.state.actor = { type: 'anonymous' };
}

export async function signInAdmin(ctx: Context, admin: AdminUser): Promise<void> {
  await ctx.session?.regenerate();
  sessionOf(ctx).adminId = admin.id;
  ctx.state.admin = admin;
}

export function signOutAdmin(ctx: Context): void {
  const data = sessionOf(ctx);
  delete data.adminId;
  // A sign-in left half-way (two-factor step to go) ends too.
  delete data.pendingAdmin;
  ctx.state.admin = undefined;
}

/** A service context for this request, acting as the public actor (or the admin, if asked). */
export function serviceContext(ctx: Context, as: 'public' | 'admin' = 'public'): ServiceContext {
  const actor: Actor =
    as === 'admin' && ctx.state.admin ? { type: 'admin', admin: ctx.state.admin } : ctx.state.actor;
  return createContext({ db: ctx.db, config: ctx.config, logger: ctx.log, actor });
}
