import type { Context } from '../../../context.ts';
import { unauthorized } from '../../../http/errors.ts';
import { INVALID_CODE, spendCurrentCode } from './checkCode.ts';
import { hashRecoveryCode } from './recoveryCodes.ts';

/**
 * The sign-in code step: a current authenticator code (once per step), or an unused recovery
 * code (used up by a conditional update, so it works once even under concurrent requests).
 * 401 `Invalid code` otherwise, which the sign-in throttle counts like a wrong password.
 */
export async function checkSignInCode(
  ctx: Context,
  input: {
    adminId: string;
    code?: string | undefined;
    recoveryCode?: string | undefined;
    now?: number;
  },
): Promise<{ usedRecoveryCode: boolean }> {
  const { adminId, now = Date.now() } = input;
  if (input.code !== undefined) {
    await spendCurrentCode(ctx, adminId, input.code, now);
    return { usedRecoveryCode: false };
  }
  if (input.recoveryCode === undefined) throw unauthorized(INVALID_CODE);
  const used = await ctx
    .knex('admin_recovery_codes')
    .where({ adminId, codeHash: hashRecoveryCode(input.recoveryCode) })
    .whereNull('usedAt')
    .update({ usedAt: new Date(now) });
  if (used !== 1) throw unauthorized(INVALID_CODE);
  return { usedRecoveryCode: true };
}
