import type { LoginInput } from '#shared/schemas/auth';
import type { Context } from '../../context.ts';
import { forbidden, unauthorized } from '../../http/errors.ts';
import { User } from '../../models/User.ts';
import { verifyPassword } from '../passwords/passwords.ts';
import { attachVisitorItems } from './attachVisitorItems.ts';

/** One message for an unknown email and a wrong password, so neither can be told apart. */
const LOGIN_FAILED = 'Invalid email or password';
const DEACTIVATED = 'This account has been deactivated. Please contact support.';

/** The user with these credentials (401 otherwise), with the browser's anonymous items attached. */
export async function authenticateUser(
  ctx: Context,
  input: LoginInput,
  visitorId: string | undefined,
): Promise<User> {
  const user = await User.query(ctx.knex)
    .whereRaw('lower(email) = ?', [input.email.trim().toLowerCase()])
    .first();
  const ok = await verifyPassword(user?.password, input.password);
  if (!user || !ok) throw unauthorized(LOGIN_FAILED);
  // Only told to whoever knows the password: an admin stopped this account (issue 34).
  if (user.deactivatedAt) throw forbidden(DEACTIVATED);
  await attachVisitorItems(ctx, user.id, visitorId);
  return user;
}
