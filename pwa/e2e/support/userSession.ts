import type { BrowserContext } from 'playwright-core';
import type { Database } from '../../../api/src/db/openDatabase.ts';
import type { User } from '../../../api/src/models/User.ts';
import { buildUser, TEST_PASSWORD } from '../../../api/src/test/factories.ts';
import type { TestServer } from '../../../api/src/test/testServer.ts';

/**
 * A public user account (email verified unless said otherwise) signed in inside `context`
 * through the real login call, so journeys that are not about signing in skip the form.
 */
export async function signedInUser(
  db: Database,
  server: TestServer,
  context: BrowserContext,
  overrides: Partial<User> = {},
): Promise<User> {
  const user = await buildUser(db.knex, overrides);
  const response = await context.request.post(`${server.url}/api/auth/login`, {
    data: { email: user.email, password: TEST_PASSWORD },
  });
  if (!response.ok()) throw new Error(`user login failed: ${response.status()}`);
  return user;
}
