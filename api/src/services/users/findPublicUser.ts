import type { Context } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { User } from '../../models/User.ts';

export const USER_NOT_FOUND = 'User not found';

/** A user by id for their public profile (404 when unknown). */
export async function findPublicUser(ctx: Context, userId: string): Promise<User> {
  const user = await User.query(ctx.knex).findById(userId);
  if (!user) throw notFound(USER_NOT_FOUND);
  return user;
}
