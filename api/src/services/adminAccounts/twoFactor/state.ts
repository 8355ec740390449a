import { DEFAULT_SETTINGS } from '#shared/schemas/admin';
import type { TwoFactorStatus } from '#shared/schemas/responses/twoFactor';
import type { Context } from '../../../context.ts';
import { AdminTwoFactor } from '../../../models/AdminTwoFactor.ts';
import { Setting } from '../../../models/Setting.ts';

/** The admin's two-factor row, if they ever started enrolling. */
async function twoFactorOf(ctx: Context, adminId: string): Promise<AdminTwoFactor | undefined> {
  return AdminTwoFactor.query(ctx.knex).findById(adminId);
}

/** "Two-factor for admins" (Settings, off by default): every admin must have it. */
export async function isTwoFactorRequired(ctx: Context): Promise<boolean> {
  const row = await Setting.query(ctx.knex).findById('twoFactorAdmins');
  return typeof row?.value === 'boolean' ? row.value : DEFAULT_SETTINGS.twoFactorAdmins;
}

/**
 * What an admin whose password was right must do before the session is an admin session:
 * enter a code (they enrolled: their two-factor stays on whatever the switch says), enrol
 * (the switch is on and they have not), or nothing.
 */
export async function secondStepFor(
  ctx: Context,
  adminId: string,
): Promise<'code' | 'enrol' | null> {
  const row = await twoFactorOf(ctx, adminId);
  if (row?.enrolledAt) return 'code';
  return (await isTwoFactorRequired(ctx)) ? 'enrol' : null;
}

export async function twoFactorStatus(ctx: Context, adminId: string): Promise<TwoFactorStatus> {
  const row = await twoFactorOf(ctx, adminId);
  const left = await ctx
    .knex('admin_recovery_codes')
    .where({ adminId })
    .whereNull('usedAt')
    .count<Array<{ count: string | number }>>({ count: '*' });
  return {
    enrolled: Boolean(row?.enrolledAt),
    enrolledAt: row?.enrolledAt ? new Date(row.enrolledAt).toISOString() : null,
    recoveryCodesLeft: row?.enrolledAt ? Number(left[0]?.count ?? 0) : 0,
    required: await isTwoFactorRequired(ctx),
  };
}
