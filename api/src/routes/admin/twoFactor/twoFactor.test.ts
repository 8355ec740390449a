import { describe, expect, it } from 'vitest';
import { AdminUser } from '../../../models/AdminUser.ts';
import { useTestDatabase } from '../../../test/database.ts';
import { buildAdmin, TEST_PASSWORD } from '../../../test/factories.ts';
import { signInAdmin } from '../../../test/signIn.ts';
import type { TestClient } from '../../../test/testClient.ts';
import { useTestServer } from '../../../test/testServer.ts';
import { enrolTwoFactor, setTwoFactorRequired, totpCode } from '../../../test/twoFactor.ts';

const STEP = 30_000;

describe('admin two-factor sign-in (API)', () => {
  const db = useTestDatabase();
  const server = useTestServer(db);

  const password = (client: TestClient, admin: AdminUser, pw = TEST_PASSWORD) =>
    client.post<Record<string, unknown>>('/api/admin/login', { email: admin.email, password: pw });

  it('asks an enrolled admin for a code, switch off, and signs in only once it is right', async () => {
    const admin = await buildAdmin(db().knex);
    const { secret } = await enrolTwoFactor(db(), server().config, admin);
    const client = server().client();

    const first = await password(client, admin);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      twoFactor: 'code',
      message: 'Enter the 6-digit code from your authenticator app',
    });
    // Half-signed: no admin route, and no sign-in recorded yet.
    expect((await client.get('/api/admin/me')).status).toBe(401);
    expect((await client.get('/api/admin/two-factor')).status).toBe(401);
    expect((await AdminUser.query(db().knex).findById(admin.id))?.lastLoginAt).toBeNull();

    const bad = await client.post('/api/admin/login/code', { code: '12' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      message: 'code: Enter the 6-digit code from your authenticator app',
    });
    const neither = await client.post('/api/admin/login/code', {});
    expect(neither.body).toMatchObject({
      message: 'Enter the 6-digit code from your authenticator app, or a recovery code',
    });
    const wrongCode = totpCode(secret, Date.now() - 10 * STEP);
    const wrong = await client.post('/api/admin/login/code', { code: wrongCode });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'Invalid code, please try again' });

    const code = totpCode(secret);
    const right = await client.post('/api/admin/login/code', { code });
    expect(right.status).toBe(200);
    expect(right.body).toMatchObject({ id: admin.id, email: admin.email });
    expect((await client.get('/api/admin/me')).status).toBe(200);
    expect((await AdminUser.query(db().knex).findById(admin.id))?.lastLoginAt).toBeInstanceOf(Date);

    // The same code again, from another browser: refused (replay).
    const other = server().client();
    await password(other, admin);
    const replay = await other.post('/api/admin/login/code', { code });
    expect(replay.status).toBe(401);
    expect((await other.get('/api/admin/me')).status).toBe(401);
  });

  it('signs in with a recovery code once', async () => {
    const admin = await buildAdmin(db().knex);
    const { recoveryCodes } = await enrolTwoFactor(db(), server().config, admin);
    const recoveryCode = recoveryCodes[3]!;

    const client = server().client();
    await password(client, admin);
    const used = await client.post('/api/admin/login/code', {
      recoveryCode: ` ${recoveryCode.toUpperCase()} `,
    });
    expect(used.status).toBe(200);
    const status = await client.get('/api/admin/two-factor');
    expect(status.body).toMatchObject({ enrolled: true, recoveryCodesLeft: 9, required: false });

    const again = server().client();
    await password(again, admin);
    expect((await again.post('/api/admin/login/code', { recoveryCode })).status).toBe(401);
  });

  it('ends the half-signed state after five minutes', async () => {
    const admin = await buildAdmin(db().knex);
    const { secret } = await enrolTwoFactor(db(), server().config, admin);
    const client = server().client();
    await password(client, admin);
    await db().knex.raw(
      `update sessions set sess = jsonb_set(sess::jsonb, '{pendingAdmin,since}', to_jsonb(?::bigint))
       where sess->'pendingAdmin'->>'id' = ?`,
      [Date.now() - 5 * 60_000 - 1000, admin.id],
    );
    const late = await client.post('/api/admin/login/code', { code: totpCode(secret) });
    expect(late.status).toBe(401);
    expect(late.body).toEqual({ message: 'Your sign-in has expired, please sign in again' });
    expect((await client.post('/api/admin/two-factor/enrolment', {})).status).toBe(401);

    // Signing out drops a half-done sign-in at once.
    const other = server().client();
    await password(other, admin);
    expect((await other.post('/api/admin/logout')).status).toBe(200);
    const after = await other.post('/api/admin/login/code', { code: totpCode(secret) });
    expect(after.body).toEqual({ message: 'Your sign-in has expired, please sign in again' });
  });

  it('counts wrong codes with wrong passwords toward the account delay', async () => {
    const admin = await buildAdmin(db().knex);
    const { secret } = await enrolTwoFactor(db(), server().config, admin);
    const client = server().client();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await password(client, admin, `guess-${attempt}`)).status).toBe(401);
    }
    await password(client, admin);
    const wrong = totpCode(secret, Date.now() - 10 * STEP);
    for (let attempt = 0; attempt < 6; attempt += 1) {
      expect((await client.post('/api/admin/login/code', { code: wrong })).status).toBe(401);
    }
    // Eleven failures in a row: the account waits, even with the right password elsewhere.
    const locked = await password(server().client(), admin);
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBeTruthy();
  });

  it('sends an admin without two-factor to enrol when the switch is on, then signs them in', async () => {
    const admin = await buildAdmin(db().knex);
    const bystander = await buildAdmin(db().knex);
    await setTwoFactorRequired(db(), true);
    try {
      const client = server().client();
      const login = await password(client, admin);
      expect(login.body).toEqual({
        twoFactor: 'enrol',
        message: 'Two-factor sign-in is required: set it up to continue',
      });
      expect((await client.get('/api/admin/me')).status).toBe(401);
      expect((await client.post('/api/admin/login/code', { code: '123456' })).status).toBe(401);

      const enrolment = await client.post<{ secret: string; otpauthUri: string; qrCode: string }>(
        '/api/admin/two-factor/enrolment',
        {},
      );
      expect(enrolment.status).toBe(200);
      expect(enrolment.body.secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(enrolment.body.otpauthUri).toMatch(/^otpauth:\/\/totp\/B2B%20Reviews:/);
      expect(enrolment.body.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);

      const wrong = await client.post('/api/admin/two-factor/enrolment/confirm', {
        code: '000000',
      });
      expect(wrong.status).toBe(401);
      const confirmed = await client.post<{ recoveryCodes: string[]; signedIn: boolean }>(
        '/api/admin/two-factor/enrolment/confirm',
        { code: totpCode(enrolment.body.secret) },
      );
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.signedIn).toBe(true);
      expect(confirmed.body.recoveryCodes).toHaveLength(10);
      expect((await client.get('/api/admin/me')).status).toBe(200);

      // Already signed-in admins keep their session: the switch does not lock anyone out.
      await setTwoFactorRequired(db(), false);
      const kept = await signInAdmin(server().client(), bystander);
      await setTwoFactorRequired(db(), true);
      expect((await kept.get('/api/admin/me')).status).toBe(200);
      expect((await kept.get('/api/admin/two-factor')).body).toMatchObject({
        enrolled: false,
        required: true,
      });

      // And the next sign-in asks the enrolled admin for a code.
      expect((await password(server().client(), admin)).body).toMatchObject({ twoFactor: 'code' });
    } finally {
      await setTwoFactorRequired(db(), false);
    }
  });

  it('lets a signed-in admin enrol, re-enrol with a code, and turn it off with a code', async () => {
    const admin = await buildAdmin(db().knex);
    const client = await signInAdmin(server().client(), admin);
    expect((await client.get('/api/admin/two-factor')).body).toEqual({
      enrolled: false,
      enrolledAt: null,
      recoveryCodesLeft: 0,
      required: false,
    });
    const first = await client.post<{ secret: string }>('/api/admin/two-factor/enrolment', {});
    const confirmed = await client.post('/api/admin/two-factor/enrolment/confirm', {
      code: totpCode(first.body.secret),
    });
    expect(confirmed.body).toMatchObject({ signedIn: false });
    expect((await client.get('/api/admin/me')).status).toBe(200);

    const noCode = await client.post('/api/admin/two-factor/enrolment', {});
    expect(noCode.status).toBe(401);
    expect(noCode.body).toEqual({ message: 'Enter a current code to set up a new authenticator' });
    const next = await client.post<{ secret: string }>('/api/admin/two-factor/enrolment', {
      code: totpCode(first.body.secret, Date.now() + STEP),
    });
    expect(next.status).toBe(200);
    expect(next.body.secret).not.toBe(first.body.secret);
    await client.post('/api/admin/two-factor/enrolment/confirm', {
      code: totpCode(next.body.secret),
    });

    await setTwoFactorRequired(db(), true);
    const required = await client.post('/api/admin/two-factor/disable', {
      code: totpCode(next.body.secret, Date.now() + STEP),
    });
    await setTwoFactorRequired(db(), false);
    expect(required.status).toBe(409);
    const off = await client.post('/api/admin/two-factor/disable', {
      code: totpCode(next.body.secret, Date.now() + STEP),
    });
    expect(off.status).toBe(200);
    expect((await client.get('/api/admin/two-factor')).body).toMatchObject({ enrolled: false });
    expect((await password(server().client(), admin)).body).toMatchObject({ id: admin.id });
  });
});
