import { describe, expect, it } from 'vitest';
import { countRows } from '../../test/count.ts';
import { useTestDatabase } from '../../test/database.ts';
import { buildCompany, buildUser } from '../../test/factories.ts';
import { signInUser } from '../../test/signIn.ts';
import { useTestServer } from '../../test/testServer.ts';

describe('/api/companies/{id}/subscribe', () => {
  const db = useTestDatabase();
  const server = useTestServer(db);
  const client = () => server().client();

  async function signedIn() {
    const user = await buildUser(db().knex);
    const browser = client();
    await signInUser(browser, user);
    return { user, browser };
  }

  it('answers 401 when signed out, before anything else', async () => {
    const company = await buildCompany(db().knex);
    const response = await client().post(`/api/companies/${company.id}/subscribe`);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Please sign in first' });
    expect((await client().post('/api/companies/abc/subscribe')).status).toBe(401);
    expect((await client().delete(`/api/companies/${company.id}/subscribe`)).status).toBe(401);
    expect(await countRows(db().knex, 'subscriptions')).toBe(0);
  });

  it('answers 400 for a bad id and 404 for an unknown company', async () => {
    const { browser } = await signedIn();
    expect((await browser.post('/api/companies/abc/subscribe')).status).toBe(400);
    const missing = await browser.post('/api/companies/999999/subscribe');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Company not found' });
  });

  it('subscribes and unsubscribes, persisted and idempotent', async () => {
    const { user, browser } = await signedIn();
    const company = await buildCompany(db().knex);
    const path = `/api/companies/${company.id}/subscribe`;
    const first = await browser.post(path);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ message: 'Subscribed', isSubscribed: true });
    expect((await browser.post(path)).status).toBe(200);
    expect(await countRows(db().knex, 'subscriptions', { userId: user.id })).toBe(1);
    const profile = await browser.get(`/api/companies/domain/${company.domain}`);
    expect(profile.body).toMatchObject({ isSubscribed: true });

    const left = await browser.delete(path);
    expect(left.body).toEqual({ message: 'Unsubscribed', isSubscribed: false });
    expect((await browser.delete(path)).status).toBe(200);
    expect(await countRows(db().knex, 'subscriptions', { userId: user.id })).toBe(0);
  });
});
