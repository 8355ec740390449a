import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/database.ts';
import { buildAdmin, buildUser, TEST_PASSWORD } from '../test/factories.ts';
import { useTestServer } from '../test/testServer.ts';
import { enrolTwoFactor, totpCode } from '../test/twoFactor.ts';
import { LOGIN_THROTTLE, lockSeconds } from './accountThrottle.ts';

describe('lockSeconds', () => {
  it('is free for the first failures, then doubles, capped', () => {
    const free = LOGIN_THROTTLE.freeFailures;
    expect(lockSeconds(free)).toBe(0);
    expect([1, 2, 3, 4].map((n) => lockSeconds(free + n))).toEqual([1, 2, 4, 8]);
    expect(lockSeconds(free + 40)).toBe(LOGIN_THROTTLE.maxDelaySeconds);
  });
});

describe('password guessing on one account from many addresses', () => {
  const db = useTestDatabase();
  const server = useTestServer(db, { TRUST_PROXY: 'true' });
  let address = 0;
  /** Each attempt from a new address: the per-address limits never see two. */
  const attempt = (path: string, email: string, password: string) => {
    address += 1;
    return server()
      .client()
      .post(
        path,
        { email, password },
        {
          'X-Forwarded-For': `198.51.${Math.floor(address / 250)}.${address % 250}`,
        },
      );
  };

  for (const [kind, path, build, password] of [
    ['public', '/api/auth/login', buildUser, TEST_PASSWORD],
    ['admin', '/api/admin/login', buildAdmin, TEST_PASSWORD],
  ] as const) {
    it(`${kind} sign-in: 429 with a growing Retry-After, and the owner gets in after the delay`, async () => {
      const account = await build(db().knex);
      for (let n = 0; n < LOGIN_THROTTLE.freeFailures; n += 1) {
        expect((await attempt(path, account.email, `wrong-${n}`)).status).toBe(401);
      }
      // One failure over the free ones: locked for 1 s, even for the right password.
      expect((await attempt(path, account.email, 'wrong-again')).status).toBe(401);
      const locked = await attempt(path, account.email.toUpperCase(), password);
      expect(locked.status).toBe(429);
      expect(locked.headers.get('retry-after')).toBe('1');
      expect(locked.body).toEqual({ message: 'Too many failed sign-ins, please try again later' });

      await new Promise((resolve) => setTimeout(resolve, 1_100));
      // The next failure doubles the delay.
      expect((await attempt(path, account.email, 'wrong-after')).status).toBe(401);
      expect((await attempt(path, account.email, password)).headers.get('retry-after')).toBe('2');

      await new Promise((resolve) => setTimeout(resolve, 2_100));
      const owner = await attempt(path, account.email, password);
      expect(owner.status).toBe(200);
      // Signing in cleared the count: a typo afterwards is just a 401.
      expect((await attempt(path, account.email, 'typo-password')).status).toBe(401);
      expect((await attempt(path, account.email, password)).status).toBe(200);
    }, 60_000);
  }
});

/**
 * Issue 38: the lock is taken with the attempt's count, in one statement, so simultaneous wrong
 * codes cannot all be evaluated before the first failure is written. (On PostgreSQL the requests
 * really run at once, on several connections; the embedded database runs them one by one.)
 */
describe('simultaneous guesses', () => {
  const db = useTestDatabase();
  const server = useTestServer(db, { TRUST_PROXY: 'true' });

  it('evaluates no more wrong two-factor codes than the allowance, from five addresses', async () => {
    const admin = await buildAdmin(db().knex);
    const { secret } = await enrolTwoFactor(db(), server().config, admin);
    const client = server().client();
    const step = await client.post('/api/admin/login', {
      email: admin.email,
      password: TEST_PASSWORD,
    });
    expect(step.body).toMatchObject({ twoFactor: 'code' });
    const wrongCode = totpCode(secret, Date.now() - 20 * 30_000);

    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        client.post(
          '/api/admin/login/code',
          { code: wrongCode },
          { 'X-Forwarded-For': `203.0.113.${n % 5}` },
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    // The free failures and the one that takes the first lock are evaluated; none after it.
    expect(statuses.filter((status) => status === 401)).toHaveLength(
      LOGIN_THROTTLE.freeFailures + 1,
    );
    expect(statuses.filter((status) => status === 429)).toHaveLength(
      50 - LOGIN_THROTTLE.freeFailures - 1,
    );
    const [row] = await db().knex('login_failures').select('failures');
    expect(row.failures).toBe(LOGIN_THROTTLE.freeFailures + 1);
  });

  it('gives back the count of a right password that leaves a step to go', async () => {
    await db().knex('login_failures').delete();
    const admin = await buildAdmin(db().knex);
    await enrolTwoFactor(db(), server().config, admin);
    const step = await server()
      .client()
      .post('/api/admin/login', { email: admin.email, password: TEST_PASSWORD });
    expect(step.status).toBe(200);
    expect(await db().knex('login_failures').select('failures', 'lockedUntil')).toEqual([
      { failures: 0, lockedUntil: null },
    ]);
  });
});
