import { ResetPasswordSchema } from '#shared/schemas/admin';
import { type Context, withTransaction } from '../../context.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { AdminInvitation } from '../../models/AdminInvitation.ts';
import { AdminUser } from '../../models/AdminUser.ts';
import { authorizeAdmin } from '../../policies/adminPolicy.ts';
import { recordActivity } from '../activity/recordActivity.ts';
import { hashPassword } from '../passwords/passwords.ts';
import { type AdminRef, findAdmin } from './findAdmin.ts';

/** Every admin account, oldest first (Manage Admin Users, `review-admin admins list`). */
export async function listAdminUsers(ctx: Context): Promise<AdminUser[]> {
  authorizeAdmin(ctx.actor, 'manageAdmins');
  return AdminUser.query(ctx.knex).orderBy([
    { column: 'createdAt', order: 'asc' },
    { column: 'id', order: 'asc' },
  ]);
}

/** Invitations still usable: not used and not expired (§4), newest first. */
export async function listPendingInvitations(ctx: Context): Promise<AdminInvitation[]> {
  authorizeAdmin(ctx.actor, 'manageAdmins');
  return AdminInvitation.query(ctx.knex)
    .where('isUsed', false)
    .where('expiresAt', '>', new Date())
    .orderBy([
      { column: 'createdAt', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
}

/**
 * Sets an admin's password (Reset Password dialog, `review-admin admins reset-password`). The
 * admin's other sessions end, so whoever knew the old password is out.
 */
export async function resetAdminPassword(
  ctx: Context,
  ref: AdminRef,
  password: string,
): Promise<AdminUser> {
  authorizeAdmin(ctx.actor, 'manageAdmins');
  const parsed = ResetPasswordSchema.safeParse({ password });
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid password');
  const target = await findAdmin(ctx, ref);
  const passwordHash = await hashPassword(parsed.data.password);
  return withTransaction(ctx, async (trx) => {
    const admin = await target.$query(trx.knex).patchAndFetch({ password: passwordHash });
    if (!isActingAdmin(trx, admin)) await endAdminSessions(trx, admin.id);
    await recordActivity(trx, {
      type: 'admin_password_reset',
      message: `Password reset for admin ${admin.email}`,
      entityType: 'admin_user',
      entityId: admin.id,
    });
    return admin;
  });
}

/**
 * Activates or deactivates an admin. A deactivated admin is signed out everywhere and cannot
 * sign in. Nobody deactivates themselves, and the last active super admin stays (else nobody
 * could manage admins without the CLI). Setting the current state again changes nothing.
 */
export async function setAdminActive(
  ctx: Context,
  ref: AdminRef,
  isActive: boolean,
): Promise<AdminUser> {
  authorizeAdmin(ctx.actor, 'manageAdmins');
  return withTransaction(ctx, async (trx) => {
    const target = await findAdmin(trx, ref);
    if (target.isActive === isActive) return target;
    if (!isActive) {
      if (isActingAdmin(trx, target)) throw conflict('You cannot deactivate your own account');
      if (target.role === 'super_admin' && (await activeSuperAdmins(trx)) <= 1) {
        throw conflict('The last active super admin cannot be deactivated');
      }
    }
    const admin = await target.$query(trx.knex).patchAndFetch({ isActive });
    if (!isActive) await endAdminSessions(trx, admin.id);
    await recordActivity(trx, {
      type: isActive ? 'admin_activated' : 'admin_deactivated',
      message: `Admin ${admin.email} ${isActive ? 'activated' : 'deactivated'}`,
      entityType: 'admin_user',
      entityId: admin.id,
    });
    return admin;
  });
}

async function activeSuperAdmins(ctx: Context): Promise<number> {
  return AdminUser.query(ctx.knex).where({ role: 'super_admin', isActive: true }).resultSize();
}

function isActingAdmin(ctx: Context, admin: AdminUser): boolean {
  return ctx.actor.type === 'admin' && ctx.actor.admin.id === admin.id;
}

/** Removes the admin sign-in from every session (a public sign-in in the same browser stays). */
async function endAdminSessions(ctx: Context, adminId: string): Promise<void> {
  // A half-done sign-in (password right, two-factor step to go) ends too.
  await ctx.knex.raw(
    `update sessions set sess = sess - 'adminId' - 'pendingAdmin'
     where sess->>'adminId' = ? or sess->'pendingAdmin'->>'id' = ?`,
    [adminId, adminId],
  );
}
