import type { RecoveryCodes, TwoFactorEnrolment } from '#shared/schemas/responses/twoFactor';
import { type Context, withTransaction } from '../../../context.ts';
import { conflict, unauthorized } from '../../../http/errors.ts';
import { AdminTwoFactor } from '../../../models/AdminTwoFactor.ts';
import type { AdminUser } from '../../../models/AdminUser.ts';
import { recordActivity } from '../../activity/recordActivity.ts';
import { getSettings } from '../../settings/settings.ts';
import { INVALID_CODE, openOrExplain, spendCurrentCode } from './checkCode.ts';
import { hashRecoveryCode, newRecoveryCodes } from './recoveryCodes.ts';
import { sealSecret } from './secretBox.ts';
import { codeStep, newTotpSecret, otpauthUri } from './totp.ts';

/** A secret shown but never confirmed is dropped after this: the admin starts again. */
const PENDING_TTL_MS = 15 * 60 * 1000;

interface EnrolInput {
  admin: AdminUser;
  /** Required to replace a secret already in use; unused for a first enrolment. */
  code?: string | undefined;
  now?: number;
}

/**
 * Starts (re-)enrolment: a new secret, kept pending beside the one in use (if any) until the
 * admin confirms it with a code, so a half-done re-enrolment never locks anyone out. Replacing
 * a secret in use needs a current code from it.
 */
export async function startEnrolment(ctx: Context, input: EnrolInput): Promise<TwoFactorEnrolment> {
  const { admin, now = Date.now() } = input;
  const existing = await AdminTwoFactor.query(ctx.knex).findById(admin.id);
  if (existing?.enrolledAt) {
    if (!input.code) throw unauthorized('Enter a current code to set up a new authenticator');
    await spendCurrentCode(ctx, admin.id, input.code, now);
  }
  const secret = newTotpSecret();
  // One statement whether or not a row exists; `$beforeInsert` stamps `updatedAt`, which the
  // merge then carries over to an existing row.
  await AdminTwoFactor.query(ctx.knex)
    .insert({
      adminId: admin.id,
      pendingSecret: sealSecret(ctx.config.sessionSecret, admin.id, secret),
      pendingAt: new Date(now),
    })
    .onConflict('adminId')
    .merge(['pendingSecret', 'pendingAt', 'updatedAt']);
  const { platformName } = await getSettings(ctx);
  const uri = otpauthUri(secret, admin.email, platformName);
  // Loaded by the first enrolment, not with the server.
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return {
    secret,
    otpauthUri: uri,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/**
 * Confirms the pending secret with a code from it: it becomes the secret in use (that code's
 * step counts as used), and ten new recovery codes replace any old ones. The codes are
 * answered this once; only their hashes are kept.
 */
export async function confirmEnrolment(
  ctx: Context,
  input: { admin: AdminUser; code: string; now?: number },
): Promise<RecoveryCodes['recoveryCodes']> {
  const { admin, code, now = Date.now() } = input;
  return withTransaction(ctx, async (trx) => {
    const row = await AdminTwoFactor.query(trx.knex).findById(admin.id).forUpdate();
    const pendingAt = row?.pendingAt ? new Date(row.pendingAt).getTime() : 0;
    if (!row?.pendingSecret || now - pendingAt > PENDING_TTL_MS) {
      throw conflict('Set-up has expired: start again to get a new QR code');
    }
    const secret = openOrExplain(trx, admin.id, row.pendingSecret);
    const step = codeStep(secret, code, now);
    if (step === null) throw unauthorized(INVALID_CODE);
    const wasEnrolled = Boolean(row.enrolledAt);
    await AdminTwoFactor.query(trx.knex)
      .findById(admin.id)
      .patch({
        secret: row.pendingSecret,
        enrolledAt: new Date(now),
        pendingSecret: null,
        pendingAt: null,
        lastUsedStep: step,
      });
    const codes = newRecoveryCodes();
    await trx.knex('admin_recovery_codes').where({ adminId: admin.id }).delete();
    await trx
      .knex('admin_recovery_codes')
      .insert(codes.map((one) => ({ adminId: admin.id, codeHash: hashRecoveryCode(one) })));
    await recordActivity(trx, {
      type: 'admin_two_factor_enabled',
      message: `${admin.email} ${wasEnrolled ? 'replaced their' : 'turned on'} two-factor sign-in`,
      entityType: 'admin_user',
      entityId: admin.id,
    });
    return codes;
  });
}

/**
 * Turns the admin's own two-factor off, with a current code. Refused while "Two-factor for
 * admins" is on: it would only send them to enrolment at their next sign-in.
 */
export async function disableTwoFactor(
  ctx: Context,
  input: { admin: AdminUser; code: string; required: boolean; now?: number },
): Promise<void> {
  const { admin, now = Date.now() } = input;
  if (input.required) {
    throw conflict('Two-factor is required for admins: set up a new authenticator instead');
  }
  await withTransaction(ctx, async (trx) => {
    await spendCurrentCode(trx, admin.id, input.code, now);
    await trx.knex('admin_recovery_codes').where({ adminId: admin.id }).delete();
    await AdminTwoFactor.query(trx.knex).deleteById(admin.id);
    await recordActivity(trx, {
      type: 'admin_two_factor_disabled',
      message: `${admin.email} turned off two-factor sign-in`,
      entityType: 'admin_user',
      entityId: admin.id,
    });
  });
}
