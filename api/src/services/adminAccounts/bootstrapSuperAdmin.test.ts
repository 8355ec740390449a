import { describe, expect, it } from 'vitest';
import { createContext } from '../../context.ts';
import { AdminInvitation } from '../../models/AdminInvitation.ts';
import { AdminUser } from '../../models/AdminUser.ts';
import { useTestDatabase } from '../../test/database.ts';
import { buildAdmin } from '../../test/factories.ts';
import { testConfig } from '../../test/testServer.ts';
import { acceptInvitation } from './acceptInvitation.ts';
import { ensureBootstrapInvitation } from './bootstrapSuperAdmin.ts';

describe('ensureBootstrapInvitation', () => {
  const db = useTestDatabase();
  const ctx = () =>
    createContext({
      db: db(),
      config: testConfig({ ADMIN_EMAIL: 'Owner@Example.com', PUBLIC_URL: 'http://x.test' }),
      actor: { type: 'system', name: 'server' },
    });

  it('invites ADMIN_EMAIL as super admin, refreshing the same invitation on every start', async () => {
    const first = await ensureBootstrapInvitation(ctx());
    expect(first).toMatchObject({ status: 'invited', email: 'owner@example.com' });
    const second = await ensureBootstrapInvitation(ctx());
    expect(second.status).toBe('invited');
    const live = await AdminInvitation.query(db().knex).where({ isUsed: false });
    expect(live).toHaveLength(1);
    expect(live[0]).toMatchObject({ email: 'owner@example.com', role: 'super_admin' });

    const tokenOf = (result: typeof first) =>
      result.status === 'invited' ? new URL(result.link).searchParams.get('token')! : '';
    const accept = (token: string) =>
      acceptInvitation(ctx(), { token, firstName: 'O', lastName: 'W', password: 'owner-pw' });
    await expect(accept(tokenOf(first))).rejects.toMatchObject({ status: 404 });
    const admin = await accept(tokenOf(second));
    expect(admin.role).toBe('super_admin');

    expect(await ensureBootstrapInvitation(ctx())).toEqual({ status: 'ready' });
  });

  it('says when ADMIN_EMAIL already has an account but no super admin is active', async () => {
    await AdminUser.query(db().knex).patch({ isActive: false });
    await AdminUser.query(db().knex).where({ email: 'owner@example.com' }).delete();
    await buildAdmin(db().knex, { email: 'owner@example.com', role: 'admin' });
    expect(await ensureBootstrapInvitation(ctx())).toEqual({
      status: 'blocked',
      email: 'owner@example.com',
    });
  });
});
