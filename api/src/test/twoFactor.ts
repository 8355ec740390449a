import { Secret, TOTP } from 'otpauth';
import type { Config } from '../config/config.ts';
import { createContext } from '../context.ts';
import type { Database } from '../db/openDatabase.ts';
import type { AdminUser } from '../models/AdminUser.ts';
import { confirmEnrolment, startEnrolment } from '../services/adminAccounts/twoFactor/enrolment.ts';

/** The code an authenticator app shows for `secret` at `timestamp` (now by default). */
export function totpCode(secret: string, timestamp = Date.now()): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp });
}

/**
 * Enrols the admin through the real services, as if a minute ago (so the confirming code's
 * step is behind, and a code of now is free to sign in with). Answers the secret and the
 * recovery codes.
 */
export async function enrolTwoFactor(
  db: Database,
  config: Config,
  admin: AdminUser,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const ctx = createContext({ db, config, actor: { type: 'admin', admin } });
  const then = Date.now() - 60_000;
  const { secret } = await startEnrolment(ctx, { admin, now: then });
  const recoveryCodes = await confirmEnrolment(ctx, {
    admin,
    code: totpCode(secret, then),
    now: then,
  });
  return { secret, recoveryCodes };
}

/** Turns "Two-factor for admins" on or off, as the Settings screen would store it. */
export async function setTwoFactorRequired(db: Database, on: boolean): Promise<void> {
  await db
    .knex('settings')
    .insert({ key: 'twoFactorAdmins', value: JSON.stringify(on), updatedAt: new Date() })
    .onConflict('key')
    .merge();
}
