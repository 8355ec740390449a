import { describe, expect, it } from 'vitest';
import { AdminUser } from '../../../models/AdminUser.ts';
import { useTestDatabase } from '../../../test/database.ts';
import { buildAdmin, TEST_PASSWORD } from '../../../test/factories.ts';
import { signInAdmin } from '../../../test/signIn.ts';
import { useTestServer } from '../../../test/testServer.ts';

describe('admin sign-in', () => {
  const db = useTestDatabase();
  const server = useTestServer(db);

  it('refuses bad input with the spec messages', async () => {
    const response = await server()
      .client()
      .post('/api/admin/login', { email: 'nope', password: '123' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      message:
        'email: Please enter a valid email address; password: Password must be at least 6 characters',
    });
  });

  it('answers 401 alike for an unknown email and a wrong password', async () => {
    const admin = await buildAdmin(db().knex);
    const client = server().client();
    const unknown = await client.post('/api/admin/login', {
      email: 'who@example.com',
      password: TEST_PASSWORD,
    });
    const wrong = await client.post('/api/admin/login', {
      email: admin.email,
      password: 'wrong-password',
    });
    for (const response of [unknown, wrong]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: 'Invalid email or password' });
    }
    expect(client.cookie('rv.sid')).toBeUndefined();
  });

  it('refuses a deactivated admin', async () => {
    const admin = await buildAdmin(db().knex, { isActive: false });
    const response = await server()
      .client()
      .post('/api/admin/login', { email: admin.email, password: TEST_PASSWORD });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: 'This admin account has been deactivated' });
  });

  it('signs in (any letter case), records lastLoginAt, answers me, and signs out', async () => {
    const admin = await buildAdmin(db().knex, { role: 'super_admin' });
    const client = server().client();
    expect((await client.get('/api/admin/me')).status).toBe(401);

    const login = await client.post('/api/admin/login', {
      email: admin.email.toUpperCase(),
      password: TEST_PASSWORD,
    });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ id: admin.id, email: admin.email, role: 'super_admin' });
    expect(login.body).not.toHaveProperty('password');
    const stored = await AdminUser.query(db().knex).findById(admin.id);
    expect(stored?.lastLoginAt).toBeInstanceOf(Date);

    const me = await client.get('/api/admin/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      id: admin.id,
      lastLoginAt: stored!.lastLoginAt!.toISOString(),
      isActive: true,
    });

    const logout = await client.post('/api/admin/logout');
    expect(logout.status).toBe(200);
    expect((await client.get('/api/admin/me')).status).toBe(401);
  });

  it('loses access at the next request once deactivated', async () => {
    const admin = await buildAdmin(db().knex);
    const client = await signInAdmin(server().client(), admin);
    expect((await client.get('/api/admin/me')).status).toBe(200);
    await AdminUser.query(db().knex).findById(admin.id).patch({ isActive: false });
    expect((await client.get('/api/admin/me')).status).toBe(401);
  });

  it('limits password guessing per account', async () => {
    const admin = await buildAdmin(db().knex);
    const client = server().client();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const response = await client.post('/api/admin/login', {
        email: admin.email,
        password: `guess-${attempt}`,
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
