import { type Context, withTransaction } from '../../../context.ts';
import { AdminTwoFactor } from '../../../models/AdminTwoFactor.ts';
import type { AdminUser } from '../../../models/AdminUser.ts';
import { recordActivity } from '../../activity/recordActivity.ts';
import { type AdminRef, findAdmin } from '../findAdmin.ts';

/**
 * The operators' way out when an admin lost their phone and their recovery codes
 * (`review-admin admins reset-2fa`): the admin's secret and recovery codes go. They sign in
 * with their password and, if "Two-factor for admins" is on, enrol again.
 */
export async function resetTwoFactor(
  ctx: Context,
  ref: AdminRef,
): Promise<{ admin: AdminUser; wasEnrolled: boolean }> {
  return withTransaction(ctx, async (trx) => {
    const admin = await findAdmin(trx, ref);
    const enrolled = await AdminTwoFactor.query(trx.knex)
      .findById(admin.id)
      .whereNotNull('enrolledAt');
    await trx.knex('admin_recovery_codes').where({ adminId: admin.id }).delete();
    await AdminTwoFactor.query(trx.knex).deleteById(admin.id);
    await recordActivity(trx, {
      type: 'admin_two_factor_reset',
      message: `Two-factor sign-in reset for ${admin.email}`,
      entityType: 'admin_user',
      entityId: admin.id,
    });
    return { admin, wasEnrolled: Boolean(enrolled) };
  });
}
