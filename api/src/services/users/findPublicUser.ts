import type { Context } from '../../context.ts';
import { runSql, sql, sqlText } from '../../db/sql.ts';
import { notFound } from '../../http/errors.ts';
import { User } from '../../models/User.ts';

export const USER_NOT_FOUND = 'User not found';

/**
 * What a public profile shows (`presentUserProfile`; the email only for a display name without
 * a first name): never the password hash or the tokens.
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

const SELECT_PUBLIC_USER = sqlText(`select ${PUBLIC_USER_COLUMNS.join(', ')} from users`);

/** A user by id for their public profile (404 when unknown). */
export async function findPublicUser(ctx: Context, userId: string): Promise<User> {
  const [row] = await runSql(ctx.knex, sql`${SELECT_PUBLIC_USER} where id = ${userId}`);
  if (!row) throw notFound(USER_NOT_FOUND);
  return User.fromDatabaseJson(row);
}
