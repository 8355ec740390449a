import type { Context } from '../../context.ts';
import { preparedAs } from '../../db/preparedStatement.ts';
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

/** A user by id for their public profile (404 when unknown). */
export async function findPublicUser(ctx: Context, userId: string): Promise<User> {
  const user = await User.query(ctx.knex)
    .select(PUBLIC_USER_COLUMNS)
    .findById(userId)
    .onBuildKnex(preparedAs('public-user'));
  if (!user) throw notFound(USER_NOT_FOUND);
  return user;
}
