import type { Knex } from 'knex';
import { AdminUser } from '../models/AdminUser.ts';
import { User } from '../models/User.ts';
import { hashPassword } from '../services/passwords/passwords.ts';
import type { TestClient } from './testClient.ts';

export const TEST_PASSWORD = 'correct-horse';

// argon2 is slow on purpose; one hash serves every account the tests make.
let passwordHash: Promise<string> | undefined;
const testHash = () => {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  return passwordHash;
};

let sequence = 0;

/** An admin account whose password is TEST_PASSWORD. */
export async function buildAdmin(
  knex: Knex,
  overrides: Partial<
    Pick<AdminUser, 'email' | 'role' | 'isActive' | 'firstName' | 'lastName'>
  > = {},
): Promise<AdminUser> {
  sequence += 1;
  return AdminUser.query(knex).insertAndFetch({
    email: `admin${sequence}-${Date.now()}@example.com`,
    firstName: 'Ada',
    lastName: `Admin${sequence}`,
    role: 'admin',
    isActive: true,
    ...overrides,
    password: await testHash(),
  });
}

/** A public user account whose password is TEST_PASSWORD. */
export async function buildUser(
  knex: Knex,
  overrides: Partial<Pick<User, 'email' | 'firstName' | 'lastName' | 'title'>> = {},
): Promise<User> {
  sequence += 1;
  return User.query(knex).insertAndFetch({
    email: `user${sequence}-${Date.now()}@example.com`,
    ...overrides,
    password: await testHash(),
  });
}

/** Signs `client` in as the admin through the real login call; throws unless it worked. */
export async function signIn(client: TestClient, admin: AdminUser): Promise<TestClient> {
  const response = await client.post('/api/admin/login', {
    email: admin.email,
    password: TEST_PASSWORD,
  });
  if (response.status !== 200) {
    throw new Error(`admin login failed: ${response.status} ${response.text}`);
  }
  return client;
}
