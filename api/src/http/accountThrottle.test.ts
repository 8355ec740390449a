import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { bodyParser } from '@koa/bodyparser';
import Koa from 'koa';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/database.ts';
import { buildAdmin, buildUser, TEST_PASSWORD } from '../test/factories.ts';
import { useTestServer } from '../test/testServer.ts';
import { enrolTwoFactor, totpCode } from '../test/twoFactor.ts';
import {
  accountThrottle,
  LOGIN_THROTTLE,
  lockSeconds,
  type ThrottleOptions,
  type ThrottlePolicy,
} from './accountThrottle.ts';
import { errorHandler } from './errorHandler.ts';
import { badRequest, unauthorized } from './errors.ts';

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
 * passwords cannot all be evaluated before the first failure is written. A real HTTP server with
 * the throttle alone, and a check that takes a while, so the requests overlap; the lock lasts
 * ten minutes, so a slow machine cannot see it expire mid-test. (On PostgreSQL the requests
 * really run at once, on several connections; the embedded database runs them one by one.)
 */
describe('simultaneous guesses', () => {
  const db = useTestDatabase();
  const policy: ThrottlePolicy = { freeFailures: 3, baseDelaySeconds: 600, maxDelaySeconds: 600 };

  async function throttledServer(
    check: (password: string) => boolean,
    options: ThrottleOptions = {},
  ) {
    const app = new Koa();
    app.use(errorHandler);
    app.use(async (ctx, next) => {
      ctx.db = db();
      await next();
    });
    app.use(bodyParser());
    app.use(accountThrottle('test', policy, options));
    app.use(async (ctx) => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const { password } = ctx.request.body as { password?: unknown };
      if (typeof password !== 'string') throw badRequest('password: Required');
      if (!check(password)) throw unauthorized('Wrong password');
      ctx.body = { ok: true };
    });
    const server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    const post = (body: unknown) =>
      fetch(`http://127.0.0.1:${port}/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }).then((response) => response.status);
    return { post, close: () => new Promise((resolve) => server.close(resolve)) };
  }

  it('evaluates no more wrong passwords than the allowance, however many arrive at once', async () => {
    let evaluated = 0;
    const server = await throttledServer(() => {
      evaluated += 1;
      return false;
    });
    try {
      const statuses = await Promise.all(
        Array.from({ length: 50 }, (_, n) =>
          server.post({ email: 'Target@example.com', password: `guess-${n}` }),
        ),
      );
      // The free failures and the one that takes the first lock are evaluated; none after it.
      expect(evaluated).toBe(policy.freeFailures + 1);
      expect(statuses.filter((status) => status === 401)).toHaveLength(policy.freeFailures + 1);
      expect(statuses.filter((status) => status === 429)).toHaveLength(
        50 - policy.freeFailures - 1,
      );
    } finally {
      await server.close();
    }
  });

  it('gives back the count of an attempt that was not a wrong password', async () => {
    // A right password that does not clear the count (a second step to go), like bad input,
    // is no failure: the account keeps its free attempts, and no lock.
    const server = await throttledServer((password) => password === 'right', {
      clears: () => false,
    });
    try {
      await db().knex('login_failures').delete();
      for (let n = 0; n < policy.freeFailures; n += 1) {
        expect(await server.post({ email: 'kept@example.com', password: 'wrong' })).toBe(401);
      }
      expect(await server.post({ email: 'kept@example.com' })).toBe(400);
      expect(await server.post({ email: 'kept@example.com', password: 'right' })).toBe(200);
      expect(await db().knex('login_failures').select('failures', 'lockedUntil')).toEqual([
        { failures: policy.freeFailures, lockedUntil: null },
      ]);
      // The next wrong one is the first past the free ones: it locks.
      expect(await server.post({ email: 'kept@example.com', password: 'wrong' })).toBe(401);
      expect(await server.post({ email: 'kept@example.com', password: 'right' })).toBe(429);
    } finally {
      await server.close();
    }
  });
});

/** The same end to end: wrong two-factor codes on one half-signed admin, from five addresses. */
describe('simultaneous two-factor codes', () => {
  const db = useTestDatabase();
  const server = useTestServer(db, { TRUST_PROXY: 'true' });

  it('locks the account while they are checked', async () => {
    const admin = await buildAdmin(db().knex);
    const { secret } = await enrolTwoFactor(db(), server().config, admin);
    const client = server().client();
    const step = await client.post('/api/admin/login', {
      email: admin.email,
      password: TEST_PASSWORD,
    });
    expect(step.body).toMatchObject({ twoFactor: 'code' });
    // The right password with a code to go gave its count back: nothing counted yet.
    expect(await db().knex('login_failures').select('failures', 'lockedUntil')).toEqual([
      { failures: 0, lockedUntil: null },
    ]);
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
    // At least the free ones are checked; the rest are refused under the lock (a lock of a
    // second or two may end while a slow machine is still answering: a few more are checked).
    expect(statuses.filter((status) => status === 401).length).toBeGreaterThan(
      LOGIN_THROTTLE.freeFailures,
    );
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(30);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
  });
});
