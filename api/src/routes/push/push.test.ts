import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { countRows } from '../../test/count.ts';
import { useTestDatabase } from '../../test/database.ts';
import { buildUser } from '../../test/factories.ts';
import { startTestPushService, type TestPushService } from '../../test/pushService.ts';
import { resetRateLimits } from '../../test/rateLimits.ts';
import { signInUser } from '../../test/signIn.ts';
import { useTestServer } from '../../test/testServer.ts';

const keys = webpush.generateVAPIDKeys();

describe('Web Push routes', () => {
  const db = useTestDatabase();
  const server = useTestServer(db, {
    VAPID_PUBLIC_KEY: keys.publicKey,
    VAPID_PRIVATE_KEY: keys.privateKey,
    VAPID_SUBJECT: 'mailto:ops@reviews.example',
    ALLOW_PRIVATE_FETCH: 'true',
  });
  let push: TestPushService;
  beforeAll(async () => {
    push = await startTestPushService();
  });
  afterAll(async () => {
    await push.close();
  });
  beforeEach(async () => {
    await resetRateLimits(db().knex);
    await db().knex('push_subscriptions').delete();
  });

  async function signedIn() {
    const user = await buildUser(db().knex, { isEmailVerified: true });
    return { user, client: await signInUser(server().client(), user) };
  }

  it('GET /api/push/key gives the VAPID public key to anyone', async () => {
    const answer = await server().client().get('/api/push/key');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ publicKey: keys.publicKey });
  });

  it('keeps a browser subscription for the signed-in user, once per endpoint, and lists it', async () => {
    const { user, client } = await signedIn();
    const browser = push.subscribe();
    const first = await client.post('/api/push/subscriptions', browser.subscription, {
      'Idempotency-Key': crypto.randomUUID(),
    });
    expect(first.status).toBe(201);
    // The same browser again (new keys after a re-subscribe): one row, the new keys.
    const again = await client.post('/api/push/subscriptions', {
      ...browser.subscription,
      keys: { ...browser.subscription.keys, auth: 'bmV3LWF1dGgtc2VjcmV0' },
    });
    expect(again.status).toBe(201);
    const rows = await db().knex('push_subscriptions').where({ userId: user.id });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ endpoint: browser.endpoint, auth: 'bmV3LWF1dGgtc2VjcmV0' });
    const list = await client.get<Array<{ endpoint: string }>>('/api/account/push-subscriptions');
    expect(list.body.map((row) => row.endpoint)).toEqual([browser.endpoint]);

    // Another account signing in on that browser takes it over.
    const other = await signedIn();
    await other.client.post('/api/push/subscriptions', browser.subscription);
    expect(
      await db().knex('push_subscriptions').where({ endpoint: browser.endpoint }).first(),
    ).toMatchObject({
      userId: other.user.id,
    });
    expect((await client.get<unknown[]>('/api/account/push-subscriptions')).body).toEqual([]);
  });

  it('DELETE /api/push/subscriptions turns one browser off, only the caller’s own', async () => {
    const { client } = await signedIn();
    const intruder = await signedIn();
    const browser = push.subscribe();
    await client.post('/api/push/subscriptions', browser.subscription);
    const refused = await intruder.client.request('DELETE', '/api/push/subscriptions', {
      endpoint: browser.endpoint,
    });
    expect(refused.status).toBe(200);
    expect(await countRows(db().knex, 'push_subscriptions')).toBe(1);
    const removed = await client.request('DELETE', '/api/push/subscriptions', {
      endpoint: browser.endpoint,
    });
    expect(removed.status).toBe(200);
    expect(await countRows(db().knex, 'push_subscriptions')).toBe(0);
    // Already gone: not an error.
    expect(
      (await client.request('DELETE', '/api/push/subscriptions', { endpoint: browser.endpoint }))
        .status,
    ).toBe(200);
  });

  it('refuses anonymous callers and bad bodies with 4xx JSON, writing nothing', async () => {
    const browser = push.subscribe();
    const anonymous = await server().client().post('/api/push/subscriptions', browser.subscription);
    expect(anonymous.status).toBe(401);
    const { client } = await signedIn();
    for (const body of [
      {},
      { endpoint: 'not a url', keys: browser.subscription.keys },
      { endpoint: browser.endpoint },
      { endpoint: browser.endpoint, keys: { p256dh: 'has spaces', auth: 'x' } },
      { endpoint: 'ftp://push.example/x', keys: browser.subscription.keys },
    ]) {
      const answer = await client.post<{ message: string }>('/api/push/subscriptions', body);
      expect(answer.status).toBe(400);
      expect(typeof answer.body.message).toBe('string');
    }
    expect(await countRows(db().knex, 'push_subscriptions')).toBe(0);
  });
});

describe('Web Push routes with push off (no VAPID keys)', () => {
  const db = useTestDatabase();
  const server = useTestServer(db);

  it('GET /api/push/key answers 404, and no subscription is kept', async () => {
    const key = await server().client().get<{ message: string }>('/api/push/key');
    expect(key.status).toBe(404);
    expect(key.body.message).toBe('Web Push is not enabled on this server');
    const user = await buildUser(db().knex, { isEmailVerified: true });
    const client = await signInUser(server().client(), user);
    const answer = await client.post('/api/push/subscriptions', {
      endpoint: 'https://push.example/abc',
      keys: { p256dh: 'BAAA', auth: 'AAAA' },
    });
    expect(answer.status).toBe(404);
    expect(await countRows(db().knex, 'push_subscriptions')).toBe(0);
  });
});

describe('Web Push endpoints the server must not reach', () => {
  const db = useTestDatabase();
  const server = useTestServer(db, {
    VAPID_PUBLIC_KEY: keys.publicKey,
    VAPID_PRIVATE_KEY: keys.privateKey,
  });

  it('refuses http, loopback and private addresses (the server would POST there)', async () => {
    const user = await buildUser(db().knex, { isEmailVerified: true });
    const client = await signInUser(server().client(), user);
    const keysBody = { p256dh: 'BAAA', auth: 'AAAA' };
    for (const endpoint of [
      'http://push.example/abc',
      'https://127.0.0.1/abc',
      'https://[::1]/abc',
      'https://169.254.169.254/latest',
      'https://10.0.0.8/abc',
      'https://localhost/abc',
    ]) {
      const answer = await client.post<{ message: string }>('/api/push/subscriptions', {
        endpoint,
        keys: keysBody,
      });
      expect(answer.status, endpoint).toBe(400);
    }
    expect(await countRows(db().knex, 'push_subscriptions')).toBe(0);
    const ok = await client.post('/api/push/subscriptions', {
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      keys: keysBody,
    });
    expect(ok.status).toBe(201);
  });
});
