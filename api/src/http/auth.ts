import type { Context, Next } from 'koa';
import { forbidden, unauthorized } from './errors.ts';

/** Public routes for signed-in users only (401 otherwise). */
export async function requireUser(ctx: Context, next: Next): Promise<void> {
  if (ctx.state.actor.type !== 'user') throw unauthorized('Please sign in first');
  await next();
}

/**
 * Public routes that act on what the caller already wrote (edit or delete a review): a signed-in
 * user or a visitor with a session; 401 for a caller with neither, who can own nothing.
 */
export async function requireWriter(ctx: Context, next: Next): Promise<void> {
  const { type } = ctx.state.actor;
  if (type !== 'user' && type !== 'visitor') throw unauthorized();
  await next();
}

/**
 * Admin routes: 401 without an (active) admin session; with `super_admin`, 403 for a plain
 * admin. Role rules themselves live in `policies/`; this is the gate at the door.
 */
export function requireAdmin(role: 'admin' | 'super_admin' = 'admin') {
  return async function adminOnly(ctx: Context, next: Next): Promise<void> {
    const admin = ctx.state.admin;
    if (!admin) throw unauthorized('Admin sign-in required');
    if (role === 'super_admin' && admin.role !== 'super_admin') {
      throw forbidden('Only super admins can manage admin users');
    }
    await next();
  };
}
