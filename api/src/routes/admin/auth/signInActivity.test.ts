import { describe, expect, it } from 'vitest';
import { Activity } from '../../../models/Activity.ts';
import { useTestDatabase } from '../../../test/database.ts';
import { buildAdmin } from '../../../test/factories.ts';
import { signInAdmin } from '../../../test/signIn.ts';
import { useTestServer } from '../../../test/testServer.ts';

describe('admin sign-ins in the activity log (Settings: IP logging)', () => {
  const db = useTestDatabase();
  const server = useTestServer(db);

  const signIns = () => Activity.query(db().knex).where({ type: 'admin_signed_in' }).orderBy('id');

  it('records each sign-in, with the client address while IP logging is on and without it when off', async () => {
    const admin = await buildAdmin(db().knex, { email: 'ops@reviews.example' });
    const client = await signInAdmin(server().client(), admin);
    const [first] = await signIns();
    expect(first).toMatchObject({
      message: 'Admin signed in: ops@reviews.example',
      actorType: 'admin',
      actorId: admin.id,
      entityId: admin.id,
    });
    expect(first?.metadata.ip).toMatch(/127\.0\.0\.1|::1/);

    // Shown in Platform Activity.
    const feed =
      await client.get<Array<{ description: string; metadata: { ip?: string } }>>(
        '/api/admin/activity',
      );
    const shown = feed.body.find(
      (item) => item.description === 'Admin signed in: ops@reviews.example',
    );
    expect(shown?.metadata.ip).toBe(first?.metadata.ip);

    expect((await client.put('/api/admin/settings', { ipLogging: false })).status).toBe(200);
    await signInAdmin(server().client(), admin);
    const [, second] = await signIns();
    expect(second?.message).toBe('Admin signed in: ops@reviews.example');
    expect(second?.metadata).toEqual({});
  });
});
