import { describe, expect, it } from 'vitest';
import { AdminUser } from '../../models/AdminUser.ts';
import { useTestDatabase } from '../../test/database.ts';
import { buildAdmin, TEST_PASSWORD } from '../../test/factories.ts';
import { signInAdmin } from '../../test/signIn.ts';
import type { TestClient } from '../../test/testClient.ts';
import { useTestServer } from '../../test/testServer.ts';
import { enrolTwoFactor } from '../../test/twoFactor.ts';
import { createAdminRouter } from './index.ts';

/** `signing-in`: the two-factor steps of a sign-in, open to a half-signed session too. */
type Level = 'public' | 'signing-in' | 'admin' | 'super_admin';

const NO_ID = 999_999;
const NO_UUID = '00000000-0000-4000-8000-000000000000';

/**
 * Every admin route with who may call it. Ids that do not exist keep the calls harmless: an
 * allowed caller gets past the gate (any answer but 401/403), here usually a 404 or 400.
 */
const ROUTES: Array<{ method: string; path: string; route: string; level: Level }> = [
  { method: 'POST', route: '/admin/login', path: '/admin/login', level: 'public' },
  { method: 'POST', route: '/admin/logout', path: '/admin/logout', level: 'public' },
  {
    method: 'POST',
    route: '/admin/accept-invitation',
    path: '/admin/accept-invitation',
    level: 'public',
  },
  { method: 'POST', route: '/admin/login/code', path: '/admin/login/code', level: 'signing-in' },
  {
    method: 'POST',
    route: '/admin/two-factor/enrolment',
    path: '/admin/two-factor/enrolment',
    level: 'signing-in',
  },
  {
    method: 'POST',
    route: '/admin/two-factor/enrolment/confirm',
    path: '/admin/two-factor/enrolment/confirm',
    level: 'signing-in',
  },
  { method: 'GET', route: '/admin/two-factor', path: '/admin/two-factor', level: 'admin' },
  {
    method: 'POST',
    route: '/admin/two-factor/disable',
    path: '/admin/two-factor/disable',
    level: 'admin',
  },
  { method: 'GET', route: '/admin/me', path: '/admin/me', level: 'admin' },
  { method: 'GET', route: '/admin/admin-users', path: '/admin/admin-users', level: 'super_admin' },
  { method: 'GET', route: '/admin/backup', path: '/admin/backup', level: 'super_admin' },
  {
    method: 'PUT',
    route: '/admin/admin-users/:id/password',
    path: `/admin/admin-users/${NO_UUID}/password`,
    level: 'super_admin',
  },
  {
    method: 'POST',
    route: '/admin/admin-users/:id/activate',
    path: `/admin/admin-users/${NO_UUID}/activate`,
    level: 'super_admin',
  },
  {
    method: 'POST',
    route: '/admin/admin-users/:id/deactivate',
    path: `/admin/admin-users/${NO_UUID}/deactivate`,
    level: 'super_admin',
  },
  { method: 'POST', route: '/admin/invite', path: '/admin/invite', level: 'super_admin' },
  { method: 'GET', route: '/admin/invitations', path: '/admin/invitations', level: 'super_admin' },
  {
    method: 'GET',
    route: '/admin/invitations/:id/link',
    path: `/admin/invitations/${NO_ID}/link`,
    level: 'super_admin',
  },
  {
    method: 'POST',
    route: '/admin/invitations/:id/link',
    path: `/admin/invitations/${NO_ID}/link`,
    level: 'super_admin',
  },
  {
    method: 'DELETE',
    route: '/admin/invitations/:id',
    path: `/admin/invitations/${NO_ID}`,
    level: 'super_admin',
  },
  { method: 'GET', route: '/admin/stats', path: '/admin/stats', level: 'admin' },
  { method: 'GET', route: '/admin/companies', path: '/admin/companies', level: 'admin' },
  {
    method: 'GET',
    route: '/admin/companies/:id',
    path: `/admin/companies/${NO_ID}`,
    level: 'admin',
  },
  { method: 'POST', route: '/admin/companies', path: '/admin/companies', level: 'admin' },
  {
    method: 'PATCH',
    route: '/admin/companies/:id',
    path: `/admin/companies/${NO_ID}`,
    level: 'admin',
  },
  {
    method: 'DELETE',
    route: '/admin/companies/:id',
    path: `/admin/companies/${NO_ID}`,
    level: 'admin',
  },
  { method: 'GET', route: '/admin/reviews', path: '/admin/reviews', level: 'admin' },
  { method: 'GET', route: '/admin/reviews/stats', path: '/admin/reviews/stats', level: 'admin' },
  {
    method: 'DELETE',
    route: '/admin/reviews/:id',
    path: `/admin/reviews/${NO_ID}`,
    level: 'admin',
  },
  {
    method: 'POST',
    route: '/admin/reviews/:id/approve',
    path: `/admin/reviews/${NO_ID}/approve`,
    level: 'admin',
  },
  {
    method: 'POST',
    route: '/admin/reviews/:id/reject',
    path: `/admin/reviews/${NO_ID}/reject`,
    level: 'admin',
  },
  {
    method: 'POST',
    route: '/admin/reviews/:id/flags/dismiss',
    path: `/admin/reviews/${NO_ID}/flags/dismiss`,
    level: 'admin',
  },
  { method: 'GET', route: '/admin/users', path: '/admin/users', level: 'admin' },
  { method: 'GET', route: '/admin/users/:id', path: `/admin/users/${NO_UUID}`, level: 'admin' },
  {
    method: 'POST',
    route: '/admin/users/:id/activate',
    path: `/admin/users/${NO_UUID}/activate`,
    level: 'admin',
  },
  {
    method: 'POST',
    route: '/admin/users/:id/deactivate',
    path: `/admin/users/${NO_UUID}/deactivate`,
    level: 'admin',
  },
  {
    method: 'GET',
    route: '/admin/users/:id/export',
    path: `/admin/users/${NO_UUID}/export`,
    level: 'admin',
  },
  { method: 'GET', route: '/admin/claim-requests', path: '/admin/claim-requests', level: 'admin' },
  {
    method: 'GET',
    route: '/admin/claim-requests/stats',
    path: '/admin/claim-requests/stats',
    level: 'admin',
  },
  {
    method: 'POST',
    route: '/admin/claim-requests/:id/approve',
    path: `/admin/claim-requests/${NO_ID}/approve`,
    level: 'admin',
  },
  {
    method: 'POST',
    route: '/admin/claim-requests/:id/reject',
    path: `/admin/claim-requests/${NO_ID}/reject`,
    level: 'admin',
  },
  { method: 'GET', route: '/admin/reports', path: '/admin/reports', level: 'admin' },
  { method: 'GET', route: '/admin/reports/stats', path: '/admin/reports/stats', level: 'admin' },
  {
    method: 'POST',
    route: '/admin/reports/:id/resolve',
    path: `/admin/reports/${NO_ID}/resolve`,
    level: 'admin',
  },
  {
    method: 'POST',
    route: '/admin/reports/:id/dismiss',
    path: `/admin/reports/${NO_ID}/dismiss`,
    level: 'admin',
  },
  { method: 'GET', route: '/admin/complaints', path: '/admin/complaints', level: 'admin' },
  {
    method: 'GET',
    route: '/admin/complaints/stats',
    path: '/admin/complaints/stats',
    level: 'admin',
  },
  {
    method: 'PATCH',
    route: '/admin/complaints/:id',
    path: `/admin/complaints/${NO_ID}`,
    level: 'admin',
  },
  { method: 'GET', route: '/admin/paying-clients', path: '/admin/paying-clients', level: 'admin' },
  {
    method: 'GET',
    route: '/admin/paying-clients/stats',
    path: '/admin/paying-clients/stats',
    level: 'admin',
  },
  {
    method: 'GET',
    route: '/admin/paying-clients/:id',
    path: `/admin/paying-clients/${NO_ID}`,
    level: 'admin',
  },
  { method: 'POST', route: '/admin/paying-clients', path: '/admin/paying-clients', level: 'admin' },
  {
    method: 'PATCH',
    route: '/admin/paying-clients/:id',
    path: `/admin/paying-clients/${NO_ID}`,
    level: 'admin',
  },
  {
    method: 'DELETE',
    route: '/admin/paying-clients/:id',
    path: `/admin/paying-clients/${NO_ID}`,
    level: 'admin',
  },
  { method: 'GET', route: '/admin/settings', path: '/admin/settings', level: 'admin' },
  // An invalid body: allowed callers get a 400, so nothing changes.
  { method: 'PUT', route: '/admin/settings', path: '/admin/settings', level: 'admin' },
  { method: 'GET', route: '/admin/system', path: '/admin/system', level: 'admin' },
  { method: 'GET', route: '/admin/analytics', path: '/admin/analytics', level: 'admin' },
  { method: 'GET', route: '/admin/activity', path: '/admin/activity', level: 'admin' },
  { method: 'GET', route: '/admin/activity/stats', path: '/admin/activity/stats', level: 'admin' },
  // A JSON body instead of a file: allowed callers get a 400.
  { method: 'POST', route: '/admin/import-reviews', path: '/admin/import-reviews', level: 'admin' },
  {
    method: 'GET',
    route: '/admin/import-template',
    path: '/admin/import-template',
    level: 'admin',
  },
  // The first allowed call queues a run (the test database has no companies); later ones 409.
  {
    method: 'POST',
    route: '/admin/categorize-companies',
    path: '/admin/categorize-companies',
    level: 'admin',
  },
  {
    method: 'GET',
    route: '/admin/categorize-progress',
    path: '/admin/categorize-progress',
    level: 'admin',
  },
  {
    method: 'POST',
    route: '/admin/companies/:id/enrich',
    path: `/admin/companies/${NO_ID}/enrich`,
    level: 'admin',
  },
  { method: 'GET', route: '/admin/questions', path: '/admin/questions', level: 'admin' },
  {
    method: 'PATCH',
    route: '/admin/questions/:id',
    path: `/admin/questions/${NO_ID}`,
    level: 'admin',
  },
  {
    method: 'DELETE',
    route: '/admin/questions/:id',
    path: `/admin/questions/${NO_ID}`,
    level: 'admin',
  },
  { method: 'PATCH', route: '/admin/answers/:id', path: `/admin/answers/${NO_ID}`, level: 'admin' },
  {
    method: 'DELETE',
    route: '/admin/answers/:id',
    path: `/admin/answers/${NO_ID}`,
    level: 'admin',
  },
];

const GUARDED = ROUTES.filter((route) => route.level === 'admin' || route.level === 'super_admin');
const SIGNING_IN = ROUTES.filter((route) => route.level === 'signing-in');

/** Past the gate: neither refused (401/403) nor broken (5xx). */
const allowed = (status: number) => status !== 401 && status !== 403 && status < 500;

describe('admin authorisation matrix', () => {
  const db = useTestDatabase();
  const server = useTestServer(db);

  const call = (client: TestClient, route: (typeof ROUTES)[number]) =>
    client.request(route.method, `/api${route.path}`, route.method === 'GET' ? undefined : {});

  it('lists every admin route the router serves', () => {
    const served = createAdminRouter()
      .stack.filter((layer) => layer.methods.length > 0)
      .flatMap((layer) =>
        layer.methods.filter((m) => m !== 'HEAD').map((m) => `${m} ${layer.path}`),
      );
    expect(ROUTES.map((r) => `${r.method} ${r.route}`).sort()).toEqual(served.sort());
  });

  it('answers 401 without a session', async () => {
    const client = server().client();
    for (const route of [...GUARDED, ...SIGNING_IN]) {
      expect([route.path, (await call(client, route)).status]).toEqual([route.path, 401]);
    }
  });

  it('answers 401 to a signed-in public user', async () => {
    const client = server().client();
    const registered = await client.post('/api/auth/register', {
      email: 'public-user@example.com',
      password: 'public-pw',
      confirmPassword: 'public-pw',
    });
    expect(registered.status).toBe(201);
    expect((await client.get('/api/auth/user')).status).toBe(200);
    for (const route of GUARDED) {
      expect([route.path, (await call(client, route)).status]).toEqual([route.path, 401]);
    }
  });

  it('lets an admin moderate and answers 403 on admin management', async () => {
    const client = await signInAdmin(server().client(), await buildAdmin(db().knex));
    for (const route of GUARDED) {
      const response = await call(client, route);
      if (route.level === 'super_admin') {
        expect([route.path, response.status, response.body]).toEqual([
          route.path,
          403,
          { message: 'Only super admins can manage admin users' },
        ]);
      } else {
        expect([route.path, allowed(response.status)]).toEqual([route.path, true]);
      }
    }
  });

  it('lets a super admin do everything', async () => {
    const client = await signInAdmin(
      server().client(),
      await buildAdmin(db().knex, { role: 'super_admin' }),
    );
    for (const route of GUARDED) {
      const response = await call(client, route);
      expect([route.path, allowed(response.status)]).toEqual([route.path, true]);
    }
  });

  it('answers 401 to a half-signed admin (password right, code step to go)', async () => {
    const admin = await buildAdmin(db().knex, { role: 'super_admin' });
    await enrolTwoFactor(db(), server().config, admin);
    const client = server().client();
    const login = await client.post('/api/admin/login', {
      email: admin.email,
      password: TEST_PASSWORD,
    });
    expect(login.body).toMatchObject({ twoFactor: 'code' });
    for (const route of GUARDED) {
      expect([route.path, (await call(client, route)).status]).toEqual([route.path, 401]);
    }
    // Its own step is open to it (the empty body is refused, past the gate).
    expect((await client.post('/api/admin/login/code', {})).status).toBe(400);
  });

  it('answers 401 to an admin deactivated after signing in', async () => {
    const admin = await buildAdmin(db().knex, { role: 'super_admin' });
    const client = await signInAdmin(server().client(), admin);
    await AdminUser.query(db().knex).findById(admin.id).patch({ isActive: false });
    for (const route of GUARDED) {
      expect([route.path, (await call(client, route)).status]).toEqual([route.path, 401]);
    }
  });
});
