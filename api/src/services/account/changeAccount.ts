import type { AccountNameInput, AccountPasswordInput } from '#shared/schemas/account';
import { type Context, withTransaction } from '../../context.ts';
import { badRequest } from '../../http/errors.ts';
import { User } from '../../models/User.ts';
import { sendPasswordChangedNotice } from '../auth/passwordReset.ts';
import { hashPassword, verifyPassword } from '../passwords/passwords.ts';
import { afterCommit } from '../transactions/afterCommit.ts';
import { signedInUser } from './signedInUser.ts';
import { endUserSessions } from './userSessions.ts';

/** The answer to a wrong current password: the route counts it into the sign-in lock-out. */
export const WRONG_PASSWORD = 'The password is not correct';

/** Account settings: the signed-in user's first and last name, as shown on their reviews. */
export async function changeName(ctx: Context, input: AccountNameInput): Promise<User> {
  const user = signedInUser(ctx);
  return User.query(ctx.knex).patchAndFetchById(user.id, {
    firstName: input.firstName ?? null,
    lastName: input.lastName ?? null,
  });
}

/**
 * Account settings: a new password, given the current one. Every session of the account ends
 * (the route signs the one asking in again, under a new id), an unused reset link is spent, and
 * the owner is told by mail.
 */
export async function changePassword(ctx: Context, input: AccountPasswordInput): Promise<User> {
  const user = signedInUser(ctx);
  // argon2 twice, outside the transaction: tens of milliseconds that lock nothing.
  if (!(await verifyPassword(user.password, input.currentPassword))) {
    throw badRequest(WRONG_PASSWORD);
  }
  const password = await hashPassword(input.password);
  return withTransaction(ctx, async (trx) => {
    const changed = await User.query(trx.knex).patchAndFetchById(user.id, {
      password,
      passwordResetToken: null,
      passwordResetExpires: null,
    });
    await endUserSessions(trx.knex, user.id);
    afterCommit(trx, 'password changed notice', () => sendPasswordChangedNotice(trx, changed));
    return changed;
  });
}
