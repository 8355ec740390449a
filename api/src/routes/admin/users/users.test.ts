import { describe, expect, it } from 'vitest';
import type { AdminUserItem } from '#shared/types/admin';
import { User } from '../../../models/User.ts';
import { useTestDatabase } from '../../../test/database.ts';
import { buildAdmin, buildUser } from '../../../test/factories.ts';
import { signInAdmin } from '../../../test/signIn.ts';
import { useTestServer } from '../../../test/testServer.ts';

describe('admin users list', () => {
  const db = useTestDatabase();
  const server = useTestServer(db);

  it('searches email, first and last name; pages; never shows secrets', async () => {
    await buildUser(db().knex, { email: 'ann@acme.com', firstName: 'Ann', lastName: 'Lee' });
    await buildUser(db().knex, { email: 'bob@zeta.io', firstName: 'Bob', lastName: 'Annis' });
    await buildUser(db().knex, { email: 'cy@other.org', firstName: null, lastName: null });
    const client = await signInAdmin(server().client(), await buildAdmin(db().knex));
    const emails = async (q: string) => {
      const response = await client.get<AdminUserItem[]>(
        `/api/admin/users?q=${encodeURIComponent(q)}`,
      );
      expect(response.headers.get('x-total-count')).toBe(String(response.body.length));
      return response.body.map((u) => u.email).sort();
    };
    expect(await emails('ANN')).toEqual(['ann@acme.com', 'bob@zeta.io']);
    expect(await emails('zeta')).toEqual(['bob@zeta.io']);
    expect(await emails('le')).toEqual(['ann@acme.com']);
    expect(await emails('c')).toEqual(['cy@other.org']);
    expect(await emails('nobody')).toEqual([]);

    const page = await client.get<AdminUserItem[]>('/api/admin/users?limit=2');
    expect(page.body).toHaveLength(2);
    expect(page.headers.get('x-total-count')).toBe(
      String(await User.query(db().knex).resultSize()),
    );
    expect(Object.keys(page.body[0]!).sort()).toEqual(
      [
        'id',
        'email',
        'firstName',
        'lastName',
        'title',
        'profileImageUrl',
        'isEmailVerified',
        'deactivatedAt',
        'createdAt',
      ].sort(),
    );
  });
});
