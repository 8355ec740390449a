import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type Settings } from '#shared/schemas/admin';
import type { SystemInfo } from '#shared/types/admin';
import packageJson from '../../../../../package.json' with { type: 'json' };
import { createContext } from '../../../context.ts';
import { Activity } from '../../../models/Activity.ts';
import { Setting } from '../../../models/Setting.ts';
import { readSettings } from '../../../services/settings/settings.ts';
import { useTestDatabase } from '../../../test/database.ts';
import { buildAdmin } from '../../../test/factories.ts';
import { signInAdmin } from '../../../test/signIn.ts';
import { useTestServer } from '../../../test/testServer.ts';

describe('admin settings and system info', () => {
  const db = useTestDatabase();
  const server = useTestServer(db);

  it('answers the defaults, saves changes, and exposes the anonymous-review switch', async () => {
    const client = await signInAdmin(server().client(), await buildAdmin(db().knex));
    const ctx = createContext({ db: db(), config: server().config });
    expect((await client.get<Settings>('/api/admin/settings')).body).toEqual(DEFAULT_SETTINGS);
    expect((await readSettings(ctx, ['allowAnonymousReviews'])).allowAnonymousReviews).toBe(true);

    const bad = await client.put('/api/admin/settings', { supportEmail: 'nope', gdprMode: 'yes' });
    expect(bad.status).toBe(400);
    expect(await Setting.query(db().knex).resultSize()).toBe(0);

    const saved = await client.put<Settings>('/api/admin/settings', {
      ...DEFAULT_SETTINGS,
      platformName: 'Reviews Inc',
      allowAnonymousReviews: false,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      ...DEFAULT_SETTINGS,
      platformName: 'Reviews Inc',
      allowAnonymousReviews: false,
    });
    expect((await client.get<Settings>('/api/admin/settings')).body.platformName).toBe(
      'Reviews Inc',
    );
    expect((await readSettings(ctx, ['allowAnonymousReviews'])).allowAnonymousReviews).toBe(false);
    const events = await Activity.query(db().knex).where({ type: 'settings_updated' });
    expect(events).toHaveLength(1);
    expect(events[0]?.metadata).toEqual({ changed: ['platformName', 'allowAnonymousReviews'] });

    const partial = await client.put<Settings>('/api/admin/settings', { dailyDigest: true });
    expect(partial.body).toMatchObject({ dailyDigest: true, platformName: 'Reviews Inc' });
  });

  it("keeps the awards' minimum average between 1 and 5 (default 4.0)", async () => {
    const client = await signInAdmin(server().client(), await buildAdmin(db().knex));
    expect((await client.get<Settings>('/api/admin/settings')).body.awardMinAverage).toBe(4);
    const before = await Setting.query(db().knex).resultSize();
    const high = await client.put('/api/admin/settings', { awardMinAverage: 5.5 });
    expect(high.status).toBe(400);
    expect(high.body).toMatchObject({
      message: 'awardMinAverage: Minimum average rating must be at most 5',
    });
    const text = await client.put('/api/admin/settings', { awardMinAverage: '4' });
    expect(text.status).toBe(400);
    expect(await Setting.query(db().knex).resultSize()).toBe(before);
    const saved = await client.put<Settings>('/api/admin/settings', { awardMinAverage: 4.5 });
    expect(saved.body.awardMinAverage).toBe(4.5);
  });

  it('refuses anonymous reviews when the switch is off, and accepts signed-in ones', async () => {
    const admin = await signInAdmin(server().client(), await buildAdmin(db().knex));
    const post = (client: ReturnType<ReturnType<typeof server>['client']>) =>
      client.post('/api/companies/domain/switch.com/reviews', {
        title: 'Good',
        content: 'Fine work',
        rating: 4,
      });
    await admin.put('/api/admin/settings', { allowAnonymousReviews: true });
    expect((await post(server().client())).status).toBe(201);

    await admin.put('/api/admin/settings', { allowAnonymousReviews: false });
    const anonymous = await post(server().client());
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: 'Please sign in to post a review' });

    const user = server().client();
    const registered = await user.post('/api/auth/register', {
      email: 'writer@example.com',
      password: 'writer-pw',
      confirmPassword: 'writer-pw',
    });
    expect(registered.status).toBeLessThan(300);
    expect((await post(user)).status).toBe(201);
  });

  it('shows the real version and the database engine', async () => {
    const client = await signInAdmin(server().client(), await buildAdmin(db().knex));
    const response = await client.get<SystemInfo>('/api/admin/system');
    expect(response.body).toEqual({
      version: packageJson.version,
      database: { engine: db().engine, status: 'connected' },
    });
  });
});
