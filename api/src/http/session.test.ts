import Router from '@koa/router';
import type { Context } from 'koa';
import { describe, expect, it } from 'vitest';
import { AdminUser } from '../models/AdminUser.ts';
import { User } from '../models/User.ts';
import { countRows } from '../test/count.ts';
import { recordQueries } from '../test/countQueries.ts';
import { useTestDatabase } from '../test/database.ts';
import { useTestServer } from '../test/testServer.ts';
import { ensureWriter, signInAdmin, signInUser, signOutAdmin, signOutUser } from './actor.ts';
import { requireAdmin, requireUser } from './auth.ts';
import { byIp, rateLimit } from './rateLimit.ts';
import { sessionOf } from './session.ts';

/** A router exercising the session pieces the real routes are built from. */
function sessionRoutes(): Router {
  const router = new Router({ prefix: '/api' });
  const describeActor = (ctx: Context) => {
    const actor = ctx.state.actor;
    return {
      type: actor.type,
      userId: actor.type === 'user' ? actor.user.id : undefined,
      visitorId: actor.type === 'visitor' || actor.type === 'user' ? actor.visitorId : undefined,
      adminId: ctx.state.admin?.id,
    };
  };
  router.get('/whoami', (ctx) => {
    ctx.body = describeActor(ctx);
  });
  // A route breaking the rule that reads never write the session.
  router.get('/read-that-writes', (ctx) => {
    sessionOf(ctx).visitorId = 'lost';
    ctx.body = {};
  });
  router.post('/write', (ctx) => {
    ensureWriter(ctx);
    ctx.body = describeActor(ctx);
  });
  router.post('/login/:id', async (ctx) => {
    await signInUser(
      ctx,
      await User.query(ctx.db.knex).findById(String(ctx.params.id)).throwIfNotFound(),
    );
    ctx.body = describeActor(ctx);
  });
  router.post('/logout', (ctx) => {
    signOutUser(ctx);
    ctx.body = describeActor(ctx);
  });
  router.post('/admin-login/:id', async (ctx) => {
    const admin = await AdminUser.query(ctx.db.knex)
      .findById(String(ctx.params.id))
      .throwIfNotFound();
    await signInAdmin(ctx, admin);
    ctx.body = describeActor(ctx);
  });
  router.post('/admin-logout', (ctx) => {
    signOutAdmin(ctx);
    ctx.body = {};
  });
  router.get('/members', requireUser, (ctx) => {
    ctx.body = { ok: true };
  });
  router.get('/admin-only', requireAdmin(), (ctx) => {
    ctx.body = { ok: true };
  });
  router.get('/super-only', requireAdmin('super_admin'), (ctx) => {
    ctx.body = { ok: true };
  });
  router.post(
    '/limited',
    rateLimit({ name: 'test', points: 2, windowSeconds: 60, key: byIp }),
    (ctx) => {
      ctx.body = { ok: true };
    },
  );
  return router;
}

describe('sessions and actors', () => {
  const db = useTestDatabase();
  const server = useTestServer(db, {}, { api: sessionRoutes });

  async function makeUser(email: string) {
    return User.query(db().knex).insertAndFetch({ email, password: 'hash' });
  }
  async function makeAdmin(email: string, role: 'admin' | 'super_admin', isActive = true) {
    return AdminUser.query(db().knex).insertAndFetch({
      email,
      password: 'hash',
      firstName: 'A',
      lastName: 'B',
      role,
      isActive,
    });
  }

  it('gives a reader no session and writes no row', async () => {
    const before = await countRows(db().knex, 'sessions');
    const client = server().client();
    const response = await client.get('/api/whoami');
    expect(response.body).toEqual({ type: 'anonymous' });
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await countRows(db().knex, 'sessions')).toBe(before);
  });

  it('runs a cookie-less read without the session middleware, and refuses a read that writes one', async () => {
    const client = server().client();
    expect((await client.get('/api/read-that-writes')).status).toBe(500);
    expect(await countRows(db().knex, 'sessions')).toBe(0);
  });

  it('gives a visitor a session the first time it writes, and keeps it', async () => {
    const client = server().client();
    const first = await client.post<{ type: string; visitorId: string }>('/api/write');
    expect(first.body.type).toBe('visitor');
    expect(first.body.visitorId).toMatch(/^[0-9a-f-]{36}$/);
    const cookie = first.headers.getSetCookie().join('; ');
    expect(cookie).toMatch(/rv\.sid=/);
    expect(cookie.toLowerCase()).toContain('httponly');
    expect(cookie.toLowerCase()).toContain('samesite=lax');

    const again = await client.get('/api/whoami');
    expect(again.body).toEqual({ type: 'visitor', visitorId: first.body.visitorId });
  });

  it('regenerates the session id at sign-in and keeps the visitor id', async () => {
    const user = await makeUser('sign-in@x.com');
    const client = server().client();
    const visitor = await client.post<{ visitorId: string }>('/api/write');
    const before = client.cookie('rv.sid');
    const signedIn = await client.post(`/api/login/${user.id}`);
    expect(signedIn.body).toMatchObject({
      type: 'user',
      userId: user.id,
      visitorId: visitor.body.visitorId,
    });
    expect(client.cookie('rv.sid')).not.toBe(before);
    // The old session id no longer works.
    const stolen = server().client();
    const response = await stolen.get('/api/whoami', { Cookie: `rv.sid=${before}` });
    expect(response.body).toEqual({ type: 'anonymous' });

    expect((await client.get('/api/members')).status).toBe(200);
    await client.post('/api/logout');
    expect((await client.get('/api/members')).status).toBe(401);
  });

  it('reads a visitor’s session once, then from memory; a user’s every time', async () => {
    const client = server().client();
    const visitor = await client.post<{ visitorId: string }>('/api/write');
    const visitorReads = await recordQueries(db().knex, async () => {
      for (let i = 0; i < 3; i++) {
        expect((await client.get('/api/whoami')).body).toMatchObject({
          type: 'visitor',
          visitorId: visitor.body.visitorId,
        });
      }
    });
    expect(visitorReads.filter(isSessionRead)).toHaveLength(1);

    const user = await makeUser('read-each-time@x.com');
    await client.post(`/api/login/${user.id}`);
    const userReads = await recordQueries(db().knex, async () => {
      for (let i = 0; i < 3; i++) {
        expect((await client.get('/api/whoami')).body).toMatchObject({ userId: user.id });
      }
    });
    expect(userReads.filter(isSessionRead)).toHaveLength(3);
  });

  it('forgets a kept visitor session once it signs in: its old id, replayed, is nobody', async () => {
    const user = await makeUser('kept-then-signed-in@x.com');
    const client = server().client();
    await client.post('/api/write');
    await client.get('/api/whoami');
    expect((await client.get('/api/whoami')).body).toMatchObject({ type: 'visitor' });
    const oldCookies = `rv.sid=${client.cookie('rv.sid')}; rv.sid.sig=${client.cookie('rv.sid.sig')}`;
    // The same cookies still work before the sign-in (they are a valid replay).
    expect((await server().client().get('/api/whoami', { Cookie: oldCookies })).body).toMatchObject(
      { type: 'visitor' },
    );
    await client.post(`/api/login/${user.id}`);
    const replay = await server().client().get('/api/whoami', { Cookie: oldCookies });
    expect(replay.body).toEqual({ type: 'anonymous' });
  });

  it('keeps admin sign-in apart from user sign-in', async () => {
    const user = await makeUser('both@x.com');
    const admin = await makeAdmin('boss@x.com', 'admin');
    const client = server().client();
    await client.post(`/api/login/${user.id}`);
    expect((await client.get('/api/admin-only')).status).toBe(401);
    await client.post(`/api/admin-login/${admin.id}`);
    expect((await client.get('/api/admin-only')).status).toBe(200);
    expect((await client.get('/api/super-only')).body).toEqual({
      message: 'Only super admins can manage admin users',
    });
    await client.post('/api/admin-logout');
    expect((await client.get('/api/admin-only')).status).toBe(401);
    expect((await client.get('/api/members')).status).toBe(200);
  });

  it('drops a deactivated admin at the next request', async () => {
    const admin = await makeAdmin('fired@x.com', 'super_admin');
    const client = server().client();
    await client.post(`/api/admin-login/${admin.id}`);
    expect((await client.get('/api/super-only')).status).toBe(200);
    await AdminUser.query(db().knex).findById(admin.id).patch({ isActive: false });
    expect((await client.get('/api/super-only')).status).toBe(401);
  });

  it('refuses writes from another origin', async () => {
    const client = server().client();
    const response = await client.post('/api/write', undefined, { Origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: 'Cross-origin request refused' });
    const sneaky = await client.post('/api/write', undefined, {
      Origin: '',
      'Sec-Fetch-Site': 'cross-site',
    });
    expect(sneaky.status).toBe(403);
  });

  it('rate-limits with 429 and Retry-After', async () => {
    const client = server().client();
    expect((await client.post('/api/limited')).status).toBe(200);
    expect((await client.post('/api/limited')).status).toBe(200);
    const limited = await client.post('/api/limited');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
  });
});

/** The session store's read (`session.ts`). */
function isSessionRead(statement: string): boolean {
  return /^select sess, expire from sessions/.test(statement);
}
