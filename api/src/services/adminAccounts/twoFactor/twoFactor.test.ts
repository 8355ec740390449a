import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { createContext } from '../../../context.ts';
import { Activity } from '../../../models/Activity.ts';
import { AdminTwoFactor } from '../../../models/AdminTwoFactor.ts';
import type { AdminUser } from '../../../models/AdminUser.ts';
import { useTestDatabase } from '../../../test/database.ts';
import { buildAdmin } from '../../../test/factories.ts';
import { testConfig } from '../../../test/testServer.ts';
import { confirmEnrolment, disableTwoFactor, startEnrolment } from './enrolment.ts';
import { resetTwoFactor } from './resetTwoFactor.ts';
import { openSecret, sealSecret } from './secretBox.ts';
import { checkSignInCode } from './signInCode.ts';
import { secondStepFor, twoFactorStatus } from './state.ts';

/** A fixed moment, so each code belongs to a known 30-second step. */
const T0 = Date.UTC(2026, 10, 26, 12, 0, 0);
const STEP = 30_000;

const codeAt = (secret: string, timestamp: number) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp });

describe('admin two-factor services', () => {
  const db = useTestDatabase();
  const config = testConfig();
  const ctx = (admin?: AdminUser) =>
    createContext({
      db: db(),
      config,
      actor: admin ? { type: 'admin', admin } : { type: 'system', name: 'test' },
    });

  async function enrolled(at = T0) {
    const admin = await buildAdmin(db().knex);
    const { secret } = await startEnrolment(ctx(admin), { admin, now: at });
    const codes = await confirmEnrolment(ctx(admin), { admin, code: codeAt(secret, at), now: at });
    return { admin, secret, codes };
  }

  it('seals secrets under the session secret and the admin id', () => {
    const sealed = sealSecret(config.sessionSecret, 'admin-a', 'JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(openSecret(config.sessionSecret, 'admin-a', sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(openSecret(config.sessionSecret, 'admin-b', sealed)).toBeUndefined();
    expect(openSecret('another-secret-of-at-least-32-chars!', 'admin-a', sealed)).toBeUndefined();
  });

  it('enrols: a 20-byte secret, a QR code, stored sealed, then ten recovery codes', async () => {
    const admin = await buildAdmin(db().knex);
    expect(await secondStepFor(ctx(), admin.id)).toBeNull();
    const enrolment = await startEnrolment(ctx(admin), { admin, now: T0 });
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.otpauthUri).toContain(`secret=${enrolment.secret}`);
    expect(enrolment.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    const row = await AdminTwoFactor.query(db().knex).findById(admin.id);
    expect(row?.pendingSecret).not.toContain(enrolment.secret);
    expect(row?.enrolledAt).toBeNull();

    await expect(
      confirmEnrolment(ctx(admin), { admin, code: '000000', now: T0 }),
    ).rejects.toMatchObject({ status: 401 });
    const codes = await confirmEnrolment(ctx(admin), {
      admin,
      code: codeAt(enrolment.secret, T0),
      now: T0,
    });
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
    expect(new Set(codes).size).toBe(10);
    const stored = await db().knex('admin_recovery_codes').where({ adminId: admin.id });
    expect(stored.map((one) => one.codeHash)).not.toContain(codes[0]);
    expect(await secondStepFor(ctx(), admin.id)).toBe('code');
    expect(await twoFactorStatus(ctx(), admin.id)).toMatchObject({
      enrolled: true,
      recoveryCodesLeft: 10,
      required: false,
    });
    expect(
      await Activity.query(db().knex).where({
        type: 'admin_two_factor_enabled',
        entityId: admin.id,
      }),
    ).toHaveLength(1);
  });

  it('refuses a set-up confirmed after 15 minutes', async () => {
    const admin = await buildAdmin(db().knex);
    const { secret } = await startEnrolment(ctx(admin), { admin, now: T0 });
    const late = T0 + 16 * 60_000;
    await expect(
      confirmEnrolment(ctx(admin), { admin, code: codeAt(secret, late), now: late }),
    ).rejects.toMatchObject({ status: 409 });
  });

  it('accepts a code one step early or late, not two, and never the same step twice', async () => {
    const { admin, secret } = await enrolled();
    const at = T0 + 10 * STEP;
    const check = (code: string, now = at) =>
      checkSignInCode(ctx(), { adminId: admin.id, code, now });

    await expect(check(codeAt(secret, at - 2 * STEP))).rejects.toMatchObject({ status: 401 });
    await expect(check(codeAt(secret, at + 2 * STEP))).rejects.toMatchObject({ status: 401 });
    await expect(check(codeAt(secret, at - STEP))).resolves.toEqual({ usedRecoveryCode: false });
    // Replayed: the same code, still inside its window, is refused.
    await expect(check(codeAt(secret, at - STEP))).rejects.toMatchObject({
      status: 401,
      message: 'Invalid code, please try again',
    });
    // So is an older step, once a newer one was used.
    await expect(check(codeAt(secret, at + STEP))).resolves.toBeDefined();
    await expect(check(codeAt(secret, at))).rejects.toMatchObject({ status: 401 });
    // The code that confirmed enrolment counts as used too.
    await expect(check(codeAt(secret, T0), T0)).rejects.toMatchObject({ status: 401 });
  });

  it('accepts each recovery code once, in any letter case and grouping', async () => {
    const { admin, codes } = await enrolled();
    const check = (recoveryCode: string) =>
      checkSignInCode(ctx(), { adminId: admin.id, recoveryCode, now: T0 + STEP });
    const first = codes[0]!;
    await expect(check(first.toUpperCase().replace(/-/g, ''))).resolves.toEqual({
      usedRecoveryCode: true,
    });
    await expect(check(first)).rejects.toMatchObject({ status: 401 });
    await expect(check('aaaa-bbbb-cccc-dddd')).rejects.toMatchObject({ status: 401 });
    expect((await twoFactorStatus(ctx(), admin.id)).recoveryCodesLeft).toBe(9);
  });

  it('re-enrols with a current code, keeping the old secret until the new one is confirmed', async () => {
    const { admin, secret } = await enrolled();
    const at = T0 + 5 * STEP;
    await expect(startEnrolment(ctx(admin), { admin, now: at })).rejects.toMatchObject({
      status: 401,
    });
    const next = await startEnrolment(ctx(admin), { admin, code: codeAt(secret, at), now: at });
    // Not confirmed yet: the old secret still signs in.
    const later = at + 2 * STEP;
    await expect(
      checkSignInCode(ctx(), { adminId: admin.id, code: codeAt(secret, later), now: later }),
    ).resolves.toBeDefined();
    const newCodes = await confirmEnrolment(ctx(admin), {
      admin,
      code: codeAt(next.secret, later + STEP),
      now: later + STEP,
    });
    expect(newCodes).toHaveLength(10);
    const afterwards = later + 3 * STEP;
    await expect(
      checkSignInCode(ctx(), {
        adminId: admin.id,
        code: codeAt(secret, afterwards),
        now: afterwards,
      }),
    ).rejects.toMatchObject({ status: 401 });
  });

  it('turns off with a current code unless the switch requires it, and resets for operators', async () => {
    const { admin, secret } = await enrolled();
    const at = T0 + 3 * STEP;
    await expect(
      disableTwoFactor(ctx(admin), { admin, code: codeAt(secret, at), required: true, now: at }),
    ).rejects.toMatchObject({ status: 409 });
    await expect(
      disableTwoFactor(ctx(admin), { admin, code: '123456', required: false, now: at }),
    ).rejects.toMatchObject({ status: 401 });
    await disableTwoFactor(ctx(admin), {
      admin,
      code: codeAt(secret, at),
      required: false,
      now: at,
    });
    expect(await secondStepFor(ctx(), admin.id)).toBeNull();

    const other = await enrolled();
    expect(await resetTwoFactor(ctx(), { email: other.admin.email })).toMatchObject({
      wasEnrolled: true,
    });
    expect(await twoFactorStatus(ctx(), other.admin.id)).toMatchObject({
      enrolled: false,
      recoveryCodesLeft: 0,
    });
    expect(await db().knex('admin_recovery_codes').where({ adminId: other.admin.id })).toEqual([]);
  });

  it('asks for enrolment when the switch is on and the admin has none', async () => {
    const admin = await buildAdmin(db().knex);
    await db()
      .knex('settings')
      .insert({ key: 'twoFactorAdmins', value: JSON.stringify(true), updatedAt: new Date() })
      .onConflict('key')
      .merge();
    expect(await secondStepFor(ctx(), admin.id)).toBe('enrol');
    await db().knex('settings').where({ key: 'twoFactorAdmins' }).delete();
  });
});
