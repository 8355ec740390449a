import type { Context } from '../../context.ts';
import { runStatement } from '../../db/preparedStatement.ts';
import { notFound } from '../../http/errors.ts';
import { User } from '../../models/User.ts';

export const USER_NOT_FOUND = 'User not found';

/**
 * What a public profile shows (`presentUserProfile`; the email only for a display name without
 * a first name): never the password hash or the tokens. Named, so the read can be prepared.
 */
const PUBLIC_USER_COLUMNS = [
  'id',
  'email',
  'first_name',
  'last_name',
  'title',
  'profile_image_url',
  'created_at',
] as const;

const PUBLIC_USER_SQL = `select ${PUBLIC_USER_COLUMNS.join(', ')} from users where id = ?`;

/** A user by id for their public profile (404 when unknown). */
export async function findPublicUser(ctx: Context, userId: string): Promise<User> {
  const [row] = await runStatement(ctx.knex, 'public-user', PUBLIC_USER_SQL, [userId]);
  if (!row) throw notFound(USER_NOT_FOUND);
  return User.fromDatabaseJson(row);
}
