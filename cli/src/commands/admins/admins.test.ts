import { beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '#api/src/test/testServer';
import { enrolTwoFactor } from '#api/src/test/twoFactor';
import { buildAdmin, TEST_PASSWORD } from '../../../../api/src/test/factories.ts';
import { buildCli } from '../../../../scripts/buildCli.ts';
import { jsonOf, runReviewAdmin, tempDataDir, withCliDatabase } from '../../test/cliProcess.ts';

/** Sign-in through the real API over the database the CLI wrote. */
async function apiLogin(dataDir: string, email: string, password: string): Promise<number> {
  return withCliDatabase(dataDir, async (db) => {
    const server = await startTestServer(db);
    try {
      const response = await server.client().post('/api/admin/login', { email, password });
      return response.status;
    } finally {
      await server.close();
    }
  });
}

/** invite → accept (through the API) → reset-password → deactivate, as processes. */
describe('review-admin invite and admins (process)', { timeout: 300_000 }, () => {
  const dataDir = tempDataDir();
  const env = { DATA_DIR: dataDir, PUBLIC_URL: 'https://reviews.example.com' };
  beforeAll(() => buildCli(), 120_000);

  it('invites an admin whose link is accepted through the API', async () => {
    const run = await runReviewAdmin(
      ['invite', 'Jane@Example.com', '--role', 'super_admin', '--json'],
      env,
    );
    expect(run.code).toBe(0);
    const answer = jsonOf<{
      message: string;
      invitation: { link: string; token: string; role: string; email: string };
    }>(run);
    expect(answer).toMatchObject({
      message: 'Invitation created',
      invitation: { email: 'jane@example.com', role: 'super_admin' },
    });
    expect(answer.invitation.link).toBe(
      `https://reviews.example.com/admin/accept-invitation?token=${answer.invitation.token}`,
    );

    const accepted = await withCliDatabase(dataDir, async (db) => {
      const server = await startTestServer(db);
      try {
        const token = new URL(answer.invitation.link).searchParams.get('token');
        const client = server.client();
        const response = await client.post('/api/admin/accept-invitation', {
          token,
          firstName: 'Jane',
          lastName: 'Doe',
          password: 'first-password',
        });
        const login = await client.post('/api/admin/login', {
          email: 'jane@example.com',
          password: 'first-password',
        });
        return { status: response.status, login: login.status };
      } finally {
        await server.close();
      }
    });
    expect(accepted).toEqual({ status: 201, login: 200 });

    const usage = await runReviewAdmin(['invite', 'not-an-email'], env);
    expect(usage.code).toBe(2);
    expect(usage.stderr.trim()).toBe('Error: email: Please enter a valid email address');
  });

  it('resets a password read from stdin, deactivates and lists admins', async () => {
    const reset = await runReviewAdmin(
      ['admins', 'reset-password', 'jane@example.com', '--password-stdin', '--json'],
      env,
      'second-password\n',
    );
    expect(reset.code).toBe(0);
    expect(jsonOf(reset)).toMatchObject({
      message: 'Password reset',
      admin: { email: 'jane@example.com', role: 'super_admin', isActive: true },
    });
    expect(reset.stdout).not.toContain('second-password');
    expect(await apiLogin(dataDir, 'jane@example.com', 'second-password')).toBe(200);

    const short = await runReviewAdmin(
      ['admins', 'reset-password', 'jane@example.com', '--password-stdin'],
      env,
      'abc\n',
    );
    expect(short.code).toBe(2);
    expect(short.stderr.trim()).toBe(
      'Error: password: Password must be at least 6 characters long',
    );

    const noTty = await runReviewAdmin(['admins', 'reset-password', 'jane@example.com'], env);
    expect(noTty.code).toBe(2);
    expect(noTty.stderr).toContain('--password-stdin');

    // Jane is the only super admin: the service refuses, as the API would (409).
    const last = await runReviewAdmin(['admins', 'deactivate', 'jane@example.com'], env);
    expect(last.code).toBe(1);
    expect(last.stderr.trim()).toBe('Error: The last active super admin cannot be deactivated');

    const list = await runReviewAdmin(['admins', 'list', '--json'], env);
    expect(list.code).toBe(0);
    expect(jsonOf<Array<{ email: string; isActive: boolean }>>(list)).toEqual([
      expect.objectContaining({ email: 'jane@example.com', isActive: true, firstName: 'Jane' }),
    ]);
    expect(list.stdout).not.toContain('password');

    const unknown = await runReviewAdmin(['admins', 'activate', 'nobody@example.com'], env);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr.trim()).toBe('Error: Admin user not found');
  });

  it('deactivates an admin, who can no longer sign in, and activates them again', async () => {
    await withCliDatabase(dataDir, (db) => buildAdmin(db.knex, { email: 'sam@example.com' }));

    const off = await runReviewAdmin(['admins', 'deactivate', 'sam@example.com', '--json'], env);
    expect(off.code).toBe(0);
    expect(jsonOf(off)).toMatchObject({ email: 'sam@example.com', isActive: false });
    expect(await apiLogin(dataDir, 'sam@example.com', TEST_PASSWORD)).toBe(403);

    const on = await runReviewAdmin(['admins', 'activate', 'sam@example.com'], env);
    expect(on.code).toBe(0);
    expect(on.stdout.trim()).toBe('sam@example.com is active.');
    expect(await apiLogin(dataDir, 'sam@example.com', TEST_PASSWORD)).toBe(200);
  });

  it('resets a lost two-factor sign-in, logged in the admin activity', async () => {
    const before = await withCliDatabase(dataDir, async (db) => {
      const admin = await buildAdmin(db.knex, { email: 'tina@example.com' });
      const server = await startTestServer(db);
      try {
        await enrolTwoFactor(db, server.config, admin);
        const login = await server
          .client()
          .post('/api/admin/login', { email: admin.email, password: TEST_PASSWORD });
        return login.body;
      } finally {
        await server.close();
      }
    });
    expect(before).toMatchObject({ twoFactor: 'code' });

    const reset = await runReviewAdmin(['admins', 'reset-2fa', 'tina@example.com', '--json'], env);
    expect(reset.code).toBe(0);
    expect(jsonOf(reset)).toMatchObject({
      message: 'Two-factor sign-in reset',
      wasEnrolled: true,
      admin: { email: 'tina@example.com' },
    });

    const after = await withCliDatabase(dataDir, async (db) => {
      const server = await startTestServer(db);
      try {
        const login = await server
          .client()
          .post('/api/admin/login', { email: 'tina@example.com', password: TEST_PASSWORD });
        const logged = await db
          .knex('activity')
          .where({ type: 'admin_two_factor_reset', actorType: 'system' })
          .select('message');
        return { login: login.body, logged };
      } finally {
        await server.close();
      }
    });
    expect(after.login).toMatchObject({ email: 'tina@example.com' });
    expect(after.logged).toEqual([{ message: 'Two-factor sign-in reset for tina@example.com' }]);

    const again = await runReviewAdmin(['admins', 'reset-2fa', 'tina@example.com'], env);
    expect(again.code).toBe(0);
    expect(again.stdout.trim()).toBe(
      'tina@example.com had no two-factor sign-in; nothing changed.',
    );
    const unknown = await runReviewAdmin(['admins', 'reset-2fa', 'nobody@example.com'], env);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr.trim()).toBe('Error: Admin user not found');
  });

  it('invites as admin when no --role is given', async () => {
    const run = await runReviewAdmin(['invite', 'bob@example.com', '--json'], env);
    expect(run.code).toBe(0);
    expect(jsonOf(run)).toMatchObject({ invitation: { email: 'bob@example.com', role: 'admin' } });
  });
});
