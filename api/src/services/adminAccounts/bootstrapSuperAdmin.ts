import type { Context } from '../../context.ts';
import { AdminUser } from '../../models/AdminUser.ts';
import { createInvitation } from './createInvitation.ts';
import { findAdminByEmail } from './findAdmin.ts';

export type BootstrapResult =
  /** There is an active super admin: nothing to do. */
  | { status: 'ready' }
  /** A one-time super_admin invitation link for `email`. */
  | { status: 'invited'; email: string; link: string }
  /** ADMIN_EMAIL already has an (inactive or plain) admin account: the operator must step in. */
  | { status: 'blocked'; email: string };

/**
 * Makes a fresh install administrable without touching the database: with no active super
 * admin, a super_admin invitation for ADMIN_EMAIL. Only a hash of a token is stored, so a
 * restart cannot show the previous link again; it gives the same pending invitation a new token
 * (the old link stops working), so there is never more than one live bootstrap link.
 */
export async function ensureBootstrapInvitation(ctx: Context): Promise<BootstrapResult> {
  const superAdmin = await AdminUser.query(ctx.knex)
    .where({ role: 'super_admin', isActive: true })
    .first();
  if (superAdmin) return { status: 'ready' };
  const email = ctx.config.adminEmail.trim().toLowerCase();
  if (await findAdminByEmail(ctx, email)) return { status: 'blocked', email };
  const system: Context = { ...ctx, actor: { type: 'system', name: 'bootstrap' } };
  const { link } = await createInvitation(system, { email, role: 'super_admin' });
  return { status: 'invited', email, link };
}

/** Start-up: one log line with the bootstrap link (or why there is none), nothing when ready. */
export async function announceBootstrapInvitation(ctx: Context): Promise<void> {
  const result = await ensureBootstrapInvitation(ctx);
  if (result.status === 'invited') {
    ctx.logger.warn(
      { email: result.email, link: result.link },
      `No super admin yet: ${result.email} can create one at ${result.link} (single use, 72 hours; a restart issues a new link)`,
    );
  } else if (result.status === 'blocked') {
    ctx.logger.warn(
      { email: result.email },
      `No active super admin, and ${result.email} already has an admin account: activate it or invite another email with review-admin`,
    );
  }
}
