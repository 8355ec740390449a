import type { Context, Next } from 'koa';
import { AdminUser } from '../models/AdminUser.ts';
import { signInAdmin } from './actor.ts';
import { unauthorized } from './errors.ts';
import { sessionOf } from './session.ts';

/** The two-factor step must follow the password within this, or the sign-in starts over. */
const PENDING_SIGN_IN_MS = 5 * 60 * 1000;

const EXPIRED = 'Your sign-in has expired, please sign in again';

/**
 * The password was right and a two-factor step remains: a new session id (against fixation)
 * that names the admin as pending, never as signed in. Admin routes still answer 401.
 */
export async function beginPendingSignIn(
  ctx: Context,
  admin: AdminUser,
  step: 'code' | 'enrol',
): Promise<void> {
  await ctx.session?.regenerate();
  sessionOf(ctx).pendingAdmin = { id: admin.id, step, since: Date.now() };
  // An admin session this browser had is gone with the old session id.
  ctx.state.admin = undefined;
  ctx.state.pendingAdmin = { admin, step };
}

/** The two-factor step passed: the session becomes an admin session (a new id again). */
export async function finishPendingSignIn(ctx: Context, admin: AdminUser): Promise<void> {
  delete sessionOf(ctx).pendingAdmin;
  ctx.state.pendingAdmin = undefined;
  await signInAdmin(ctx, admin);
}

/**
 * Reads the half-signed admin into `ctx.state.pendingAdmin`, if the session has one that is
 * under five minutes old and whose account is still active; an expired one is dropped.
 */
export async function loadPendingAdmin(ctx: Context, next: Next): Promise<void> {
  const pending = sessionOf(ctx).pendingAdmin;
  if (pending) {
    const fresh = Date.now() - pending.since <= PENDING_SIGN_IN_MS;
    const admin = fresh ? await AdminUser.query(ctx.db.knex).findById(pending.id) : undefined;
    if (admin?.isActive) ctx.state.pendingAdmin = { admin, step: pending.step };
    else {
      delete sessionOf(ctx).pendingAdmin;
      ctx.state.pendingExpired = true;
    }
  }
  await next();
}

/** The sign-in code step: 401 without a pending sign-in at that step. */
export async function requirePendingCode(ctx: Context, next: Next): Promise<void> {
  if (ctx.state.pendingAdmin?.step !== 'code') throw unauthorized(EXPIRED);
  await next();
}

/**
 * Enrolment: a signed-in admin (from their account area), or one half-way through signing in
 * whom the switch sends to enrol before anything else.
 */
export async function requireEnrollingAdmin(ctx: Context, next: Next): Promise<void> {
  if (!ctx.state.admin && ctx.state.pendingAdmin?.step !== 'enrol') {
    throw unauthorized(ctx.state.pendingExpired ? EXPIRED : 'Admin sign-in required');
  }
  await next();
}

/** The admin who is enrolling (see `requireEnrollingAdmin`). */
export function enrollingAdmin(ctx: Context): AdminUser {
  const admin = ctx.state.admin ?? ctx.state.pendingAdmin?.admin;
  if (!admin) throw unauthorized('Admin sign-in required');
  return admin;
}
