import { describe, expect, it } from 'vitest';
import type { AdminUserRow } from '#shared/types/admin';
import { createContext } from '../../../context.ts';
import { Activity } from '../../../models/Activity.ts';
import { AdminUser } from '../../../models/AdminUser.ts';
import { setAdminActive } from '../../../services/adminAccounts/manageAdmins.ts';
import { useTestDatabase } from '../../../test/database.ts';
import { buildAdmin, TEST_PASSWORD } from '../../../test/factories.ts';
import { signInAdmin } from '../../../test/signIn.ts';
import { useTestServer } from '../../../test/testServer.ts';

describe('managing admin users', () => {
  const db = useTestDatabase();
  const server = useTestServer(db);

  it('lists every admin without password hashes', async () => {
    const boss = await buildAdmin(db().knex, { role: 'super_admin' });
    const client = await signInAdmin(server().client(), boss);
    const response = await client.get<AdminUserRow[]>('/api/admin/admin-users');
    expect(response.status).toBe(200);
    expect(response.body.find((row) => row.id === boss.id)).toEqual({
      id: boss.id,
      email: boss.email,
      firstName: 'Ada',
      lastName: boss.lastName,
      role: 'super_admin',
      isActive: true,
      lastLoginAt: expect.any(String),
      createdAt: boss.createdAt.toISOString(),
    });
    expect(response.text).not.toContain('argon2');
  });

  it('resets a password: the old one stops working and the admin is signed out', async () => {
    const boss = await buildAdmin(db().knex, { role: 'super_admin' });
    const target = await buildAdmin(db().knex);
    const targetClient = await signInAdmin(server().client(), target);
    const client = await signInAdmin(server().client(), boss);

    const short = await client.put(`/api/admin/admin-users/${target.id}/password`, {
      password: '12345',
    });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({
      message: 'password: Password must be at least 6 characters long',
    });
    const unknown = await client.put(
      '/api/admin/admin-users/00000000-0000-4000-8000-000000000000/password',
      { password: 'another-pw' },
    );
    expect(unknown.status).toBe(404);

    const reset = await client.put(`/api/admin/admin-users/${target.id}/password`, {
      password: 'another-pw',
    });
    expect(reset.status).toBe(200);
    expect((await targetClient.get('/api/admin/me')).status).toBe(401);
    const old = await server()
      .client()
      .post('/api/admin/login', { email: target.email, password: TEST_PASSWORD });
    expect(old.status).toBe(401);
    const fresh = await server()
      .client()
      .post('/api/admin/login', { email: target.email, password: 'another-pw' });
    expect(fresh.status).toBe(200);
    expect(
      await Activity.query(db().knex)
        .where({ type: 'admin_password_reset', entityId: target.id })
        .resultSize(),
    ).toBe(1);
  });

  it('deactivates and reactivates an admin', async () => {
    const boss = await buildAdmin(db().knex, { role: 'super_admin' });
    const target = await buildAdmin(db().knex);
    const targetClient = await signInAdmin(server().client(), target);
    const client = await signInAdmin(server().client(), boss);

    const off = await client.post<AdminUserRow>(`/api/admin/admin-users/${target.id}/deactivate`);
    expect(off.status).toBe(200);
    expect(off.body.isActive).toBe(false);
    expect((await targetClient.get('/api/admin/me')).status).toBe(401);
    const refused = await server()
      .client()
      .post('/api/admin/login', { email: target.email, password: TEST_PASSWORD });
    expect(refused.status).toBe(403);

    const on = await client.post<AdminUserRow>(`/api/admin/admin-users/${target.id}/activate`);
    expect(on.body.isActive).toBe(true);
    await signInAdmin(server().client(), target);
  });

  it('keeps the acting admin and the last super admin active', async () => {
    const boss = await buildAdmin(db().knex, { role: 'super_admin' });
    const client = await signInAdmin(server().client(), boss);
    const self = await client.post(`/api/admin/admin-users/${boss.id}/deactivate`);
    expect(self.status).toBe(409);
    expect(self.body).toEqual({ message: 'You cannot deactivate your own account' });

    // From the CLI (a system actor) the last active super admin is the one to protect.
    await AdminUser.query(db().knex)
      .where({ role: 'super_admin' })
      .whereNot({ id: boss.id })
      .patch({ isActive: false });
    const cli = createContext({
      db: db(),
      config: server().config,
      actor: { type: 'system', name: 'cli' },
    });
    await expect(setAdminActive(cli, { email: boss.email }, false)).rejects.toMatchObject({
      status: 409,
      message: 'The last active super admin cannot be deactivated',
    });
  });
});
