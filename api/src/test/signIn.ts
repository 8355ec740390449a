import type { AdminUser } from '../models/AdminUser.ts';
import type { User } from '../models/User.ts';
import { TEST_PASSWORD } from './factories.ts';
import type { TestClient } from './testClient.ts';

/** Signs `client` in as the public user through the real login call; throws unless it worked. */
export async function signInUser(
  client: TestClient,
  user: Pick<User, 'email'>,
): Promise<TestClient> {
  return signInAt(client, '/api/auth/login', user.email);
}

/** Signs `client` in as the admin through the real login call; throws unless it worked. */
export async function signInAdmin(
  client: TestClient,
  admin: Pick<AdminUser, 'email'>,
): Promise<TestClient> {
  return signInAt(client, '/api/admin/login', admin.email);
}

async function signInAt(client: TestClient, path: string, email: string): Promise<TestClient> {
  const response = await client.post(path, { email, password: TEST_PASSWORD });
  if (response.status !== 200) {
    throw new Error(`sign-in at ${path} failed: ${response.status} ${response.text}`);
  }
  return client;
}
