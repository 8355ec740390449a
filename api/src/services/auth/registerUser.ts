import { UniqueViolationError } from 'objection';
import type { RegisterInput } from '#shared/schemas/auth';
import { type Context, withTransaction } from '../../context.ts';
import { conflict } from '../../http/errors.ts';
import { User } from '../../models/User.ts';
import { recordActivity } from '../activity/recordActivity.ts';
import { hashPassword } from '../passwords/passwords.ts';
import { attachVisitorItems } from './attachVisitorItems.ts';
import { sendVerificationMail } from './emailVerification.ts';

const EMAIL_TAKEN = 'An account with this email already exists';

/**
 * Creates an account (email unique case-insensitively, password hashed with argon2id) and
 * attaches what the browser wrote anonymously before (`visitorId`). A verification link is
 * mailed (issue 13).
 */
export async function registerUser(
  ctx: Context,
  input: RegisterInput,
  visitorId: string | undefined,
): Promise<User> {
  const email = input.email.trim().toLowerCase();
  // Hashing is slow: do it before the transaction holds a connection.
  const password = await hashPassword(input.password);
  return withTransaction(ctx, async (trx) => {
    const taken = await User.query(trx.knex).whereRaw('lower(email) = ?', [email]).first();
    if (taken) throw conflict(EMAIL_TAKEN);
    const user = await User.query(trx.knex)
      .insert({
        email,
        password,
        firstName: input.firstName ?? null,
        lastName: input.lastName ?? null,
        title: input.title ?? null,
        profileImageUrl: input.profileImageUrl ?? null,
      })
      .returning('*')
      .catch((error: unknown) => {
        // Two sign-ups racing for one email: the unique index decides.
        if (error instanceof UniqueViolationError) throw conflict(EMAIL_TAKEN);
        throw error;
      });
    await recordActivity(
      { ...trx, actor: { type: 'user', user, visitorId } },
      {
        type: 'user_registered',
        message: `New user registered: ${[user.firstName, user.lastName].filter(Boolean).join(' ') || 'a new member'}`,
        entityType: 'user',
        entityId: user.id,
      },
    );
    await attachVisitorItems(trx, user.id, visitorId);
    await sendVerificationMail(trx, user);
    return user;
  });
}
