import type { Context } from '../../../context.ts';
import { conflict, unauthorized } from '../../../http/errors.ts';
import { AdminTwoFactor } from '../../../models/AdminTwoFactor.ts';
import { openSecret } from './secretBox.ts';
import { codeStep } from './totp.ts';

export const INVALID_CODE = 'Invalid code, please try again';

/** The secret a sealed value holds, or 409 with the operator's way out. */
export function openOrExplain(ctx: Context, adminId: string, sealed: string): string {
  const secret = openSecret(ctx.config.sessionSecret, adminId, sealed);
  if (secret !== undefined) return secret;
  ctx.logger.error(
    { adminId },
    'An admin two-factor secret cannot be decrypted: SESSION_SECRET changed? Reset it with review-admin admins reset-2fa',
  );
  throw conflict(
    'Your two-factor secret cannot be read on this server: ask an operator to reset your two-factor sign-in',
  );
}

/**
 * Accepts a code from the admin's authenticator app once: right at `now` (±1 step) and of a
 * later step than the last code accepted. The step is stored by a conditional update, so two
 * requests racing with one code cannot both pass. 401 otherwise (it counts as a failed sign-in).
 */
export async function spendCurrentCode(
  ctx: Context,
  adminId: string,
  code: string,
  now: number,
): Promise<void> {
  const row = await AdminTwoFactor.query(ctx.knex).findById(adminId);
  if (!row?.secret || !row.enrolledAt) throw unauthorized(INVALID_CODE);
  const step = codeStep(openOrExplain(ctx, adminId, row.secret), code, now);
  if (step === null) throw unauthorized(INVALID_CODE);
  const used = await AdminTwoFactor.query(ctx.knex)
    .where({ adminId })
    .andWhere((query) => query.whereNull('lastUsedStep').orWhere('lastUsedStep', '<', step))
    .patch({ lastUsedStep: step });
  if (used !== 1) throw unauthorized(INVALID_CODE);
}
