import type { LoginInput } from '#shared/schemas/auth';
import type { Context } from '../../context.ts';
import { forbidden, unauthorized } from '../../http/errors.ts';
import type { AdminUser } from '../../models/AdminUser.ts';
import { verifyPassword } from '../passwords/passwords.ts';
import { findAdminByEmail } from './findAdmin.ts';

const INVALID_LOGIN = 'Invalid email or password';

/**
 * Checks an admin's credentials. Unknown email and wrong password answer alike (401); a
 * deactivated account is refused (403), which it only learns with the right password. The
 * sign-in is recorded (`recordAdminSignIn`) once every step, two-factor included, passed.
 */
export async function loginAdmin(ctx: Context, input: LoginInput): Promise<AdminUser> {
  const admin = await findAdminByEmail(ctx, input.email);
  // An unknown email spends the time of a real check, so timing does not tell which exist.
  if (!(await verifyPassword(admin?.password, input.password)) || !admin) {
    throw unauthorized(INVALID_LOGIN);
  }
  if (!admin.isActive) throw forbidden('This admin account has been deactivated');
  return admin;
}

/** The admin is signed in: `lastLoginAt` (Manage Users' "Last Login"). */
export async function recordAdminSignIn(ctx: Context, admin: AdminUser): Promise<AdminUser> {
  return admin.$query(ctx.knex).patchAndFetch({ lastLoginAt: new Date() });
}
