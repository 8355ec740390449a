import { describe, expect, it } from 'vitest';
import { User } from '../models/User.ts';
import { useTestDatabase } from '../test/database.ts';
import { buildUser, TEST_PASSWORD } from '../test/factories.ts';
import { signInUser } from '../test/signIn.ts';
import { useTestServer } from '../test/testServer.ts';

const HINT = 'rv.user';

describe('the signed-in hint cookie', () => {
  const db = useTestDatabase();
  const server = useTestServer(db);

  it('is not set for a signed-out reader', async () => {
    const client = server().client();
    const response = await client.get('/api/auth/user');
    expect(response.status).toBe(401);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(client.cookie(HINT)).toBeUndefined();
  });

  it('is set at sign-in, readable by the page, kept while signed in, cleared at sign-out', async () => {
    const user = await buildUser(db().knex);
    const client = await signInUser(server().client(), user);
    expect(client.cookie(HINT)).toBe('1');
    const login = await server().client().post('/api/auth/login', {
      email: user.email,
      password: TEST_PASSWORD,
    });
    const line = login.headers.getSetCookie().find((cookie) => cookie.startsWith(`${HINT}=`));
    expect(line).toBeDefined();
    expect(line).not.toMatch(/httponly/i);
    expect((await client.get('/api/auth/user')).status).toBe(200);
    expect(client.cookie(HINT)).toBe('1');
    expect((await client.post('/api/auth/logout')).status).toBeLessThan(300);
    expect(client.cookie(HINT)).toBeUndefined();
  });

  it('is cleared by the 401 of a session that ended elsewhere (a deactivated account)', async () => {
    const user = await buildUser(db().knex);
    const client = await signInUser(server().client(), user);
    await User.query(db().knex).findById(user.id).patch({ deactivatedAt: new Date() });
    const response = await client.get('/api/auth/user');
    expect(response.status).toBe(401);
    expect(client.cookie(HINT)).toBeUndefined();
  });

  it('is cleared when a browser sends a hint without any session', async () => {
    const client = server().client();
    const response = await client.get('/api/auth/user', { Cookie: `${HINT}=1` });
    expect(response.status).toBe(401);
    const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${HINT}=`));
    expect(line).toMatch(/expires=Thu, 01 Jan 1970/i);
  });
});
