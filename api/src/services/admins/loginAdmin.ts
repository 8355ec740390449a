import type { LoginInput } from '#shared/schemas/auth';
import { type Context, withTransaction } from '../../context.ts';
import { forbidden, unauthorized } from '../../http/errors.ts';
import type { AdminUser } from '../../models/AdminUser.ts';
import { recordActivity } from '../activity/recordActivity.ts';
import { verifyPassword } from '../passwords/passwords.ts';
import { readSettings } from '../settings/settings.ts';
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

/**
 * The admin is signed in: `lastLoginAt` (Manage Users' "Last Login") and an "Admin signed in"
 * entry in the activity log, carrying the client address only while the Settings switch "IP
 * logging" is on (off, no address is stored).
 */
export async function recordAdminSignIn(
  ctx: Context,
  admin: AdminUser,
  from: { ip: string },
): Promise<AdminUser> {
  const { ipLogging } = await readSettings(ctx, ['ipLogging']);
  return withTransaction(ctx, async (trx) => {
    const signedIn = await admin.$query(trx.knex).patchAndFetch({ lastLoginAt: new Date() });
    await recordActivity(
      { ...trx, actor: { type: 'admin', admin: signedIn } },
      {
        type: 'admin_signed_in',
        message: `Admin signed in: ${signedIn.email}`,
        entityType: 'admin_user',
        entityId: signedIn.id,
        metadata: ipLogging ? { ip: from.ip } : {},
      },
    );
    return signedIn;
  });
}
