import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restoreDatabase } from '../../../db/snapshot/backupDatabase.ts';
import { buildAdmin, buildCompany } from '../../../test/factories.ts';
import { createTestDatabaseWithUrl, type DatabaseWithUrl } from '../../../test/scratchPostgres.ts';
import { signInAdmin } from '../../../test/signIn.ts';
import type { TestClient } from '../../../test/testClient.ts';
import { startTestServer, type TestServer } from '../../../test/testServer.ts';

async function download(client: TestClient) {
  const response = await fetch(`${client.baseUrl}/api/admin/backup`, {
    headers: {
      Cookie: ['rv.sid', 'rv.sid.sig'].map((n) => `${n}=${client.cookie(n)}`).join('; '),
    },
  });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('GET /api/admin/backup', () => {
  let site: DatabaseWithUrl;
  let server: TestServer;
  beforeAll(async () => {
    site = await createTestDatabaseWithUrl();
    server = await startTestServer(site.db);
  });
  afterAll(async () => {
    await server.close();
    await site.close();
  });

  it('answers 401 to a visitor and 403 to an admin who is not a super admin', async () => {
    expect((await server.client().get('/api/admin/backup')).status).toBe(401);
    const admin = await signInAdmin(server.client(), await buildAdmin(site.db.knex));
    const response = await admin.get('/api/admin/backup');
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: 'Only super admins can manage admin users' });
  });

  it("sends a super admin a backup that restores to the site's rows", async () => {
    await buildCompany(site.db.knex, { name: 'Backed Up Co' });
    const superAdmin = await buildAdmin(site.db.knex, { role: 'super_admin' });
    const client = await signInAdmin(server.client(), superAdmin);
    const { response, bytes } = await download(client);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/gzip');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="reviews-\d{4}-\d{2}-\d{2}\.backup"$/,
    );

    const fresh = await createTestDatabaseWithUrl();
    try {
      const { checks } = await restoreDatabase({
        db: fresh.db,
        input: Readable.from(bytes),
        name: 'download.backup',
      });
      expect(checks.every((check) => check.equal)).toBe(true);
      expect(await fresh.db.knex('companies').where({ name: 'Backed Up Co' })).toHaveLength(1);
      // The signed-in super admin's account came along (with its password hash).
      expect(await fresh.db.knex('admin_users').where({ email: superAdmin.email })).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });
});
