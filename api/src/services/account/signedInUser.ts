import type { Context } from '../../context.ts';
import { unauthorized } from '../../http/errors.ts';
import type { User } from '../../models/User.ts';

/** The signed-in public user of `ctx`, or 401 (the routes check first: this is the service's). */
export function signedInUser(ctx: Context): User {
  if (ctx.actor.type !== 'user') throw unauthorized('Please sign in first');
  return ctx.actor.user;
}
