import type { PasswordResetInput } from '#shared/schemas/auth';
import { type Context, withTransaction } from '../../context.ts';
import { gone } from '../../http/errors.ts';
import { sendMail } from '../../mail/sendMail.ts';
import { User } from '../../models/User.ts';
import { endUserSessions } from '../account/userSessions.ts';
import { hashClaimToken, newClaimToken } from '../claims/claimTokens.ts';
import { hashPassword } from '../passwords/passwords.ts';
import { afterCommit } from '../transactions/afterCommit.ts';

/** The PWA page the link opens: it shows the form, and only the form's POST spends the token. */
const RESET_PAGE = '/reset-password';
const RESET_LINK_MINUTES = 60;
const RESET_LINK_INVALID = 'This password reset link is invalid or has already been used';
const RESET_LINK_EXPIRED = 'This password reset link has expired: please ask for a new one';

/**
 * "Forgot password?" (issue 34): mails the account of `email`, if there is one, a single-use
 * link valid one hour (32 random bytes, only the SHA-256 stored); a new link replaces the
 * previous one. Nothing tells the caller whether the address has an account: the route answers
 * the same either way, and the mail leaves after the commit, not during the request.
 */
export async function requestPasswordReset(ctx: Context, email: string): Promise<void> {
  await withTransaction(ctx, async (trx) => {
    const user = await User.query(trx.knex)
      .whereRaw('lower(email) = ?', [email.trim().toLowerCase()])
      .first();
    if (!user) return;
    const { token, hash } = newClaimToken();
    await User.query(trx.knex)
      .findById(user.id)
      .patch({
        passwordResetToken: hash,
        passwordResetExpires: new Date(Date.now() + RESET_LINK_MINUTES * 60 * 1000),
      });
    const link = `${ctx.config.publicUrl}${RESET_PAGE}?token=${token}`;
    afterCommit(trx, 'password reset mail', () =>
      sendMail(trx, {
        to: user.email,
        subject: 'Reset your password',
        text: [
          'Someone (we hope you) asked to reset the password of your account. To choose a new',
          'password, open this link within one hour:',
          link,
          '',
          'The link works once. If you did not ask for it, ignore this message: your password',
          'stays as it is.',
        ].join('\n'),
      }),
    );
  });
}

/**
 * Follows a reset link (the reset page's form): once, within the hour. The new password is set,
 * the link is spent, and the account is signed out everywhere, so a session opened with the old
 * password ends. The caller signs in with the new one.
 */
export async function resetPassword(ctx: Context, input: PasswordResetInput): Promise<string> {
  const tokenHash = hashClaimToken(input.token);
  // Hashing is slow: before the transaction holds a connection (the IP limit bounds the cost).
  const password = await hashPassword(input.password);
  return withTransaction(ctx, async (trx) => {
    const user = await User.query(trx.knex).findOne({ passwordResetToken: tokenHash }).forUpdate();
    if (!user) throw gone(RESET_LINK_INVALID);
    if (!user.passwordResetExpires || user.passwordResetExpires < new Date()) {
      throw gone(RESET_LINK_EXPIRED);
    }
    await User.query(trx.knex)
      .findById(user.id)
      .patch({ password, passwordResetToken: null, passwordResetExpires: null });
    await endUserSessions(trx.knex, user.id);
    afterCommit(trx, 'password changed notice', () => sendPasswordChangedNotice(trx, user));
    return user.id;
  });
}

/** Tells the owner their password changed, so a change they did not make does not go unseen. */
export function sendPasswordChangedNotice(ctx: Context, user: User) {
  return sendMail(ctx, {
    to: user.email,
    subject: 'Your password was changed',
    text: [
      'The password of your account was just changed, and every other device was signed out.',
      '',
      'If this was not you, use "Forgot password?" on the sign-in page to choose a new one.',
    ].join('\n'),
  });
}
