import { UniqueViolationError } from 'objection';
import type { AccountEmailInput } from '#shared/schemas/account';
import { type Context, withTransaction } from '../../context.ts';
import { badRequest, conflict, gone } from '../../http/errors.ts';
import { sendMail } from '../../mail/sendMail.ts';
import { User } from '../../models/User.ts';
import { afterEmailVerified } from '../auth/afterEmailVerified.ts';
import { hashClaimToken, newClaimToken } from '../claims/claimTokens.ts';
import { verifyPassword } from '../passwords/passwords.ts';
import { afterCommit } from '../transactions/afterCommit.ts';
import { WRONG_PASSWORD } from './changeAccount.ts';
import { signedInUser } from './signedInUser.ts';

/** The PWA page the link opens: one button that POSTs the token (a link scanner only GETs). */
const CONFIRM_PAGE = '/confirm-email';
const LINK_HOURS = 24;
// The sign-up's words: the address is no secret to someone who could register with it.
const EMAIL_TAKEN = 'An account with this email already exists';
const EMAIL_LINK_INVALID = 'This email change link is invalid or has already been used';
const EMAIL_LINK_EXPIRED = 'This email change link has expired: please ask for a new one';

/**
 * Account settings: asks to move the account to a new address (current password required). The
 * change waits, stored as the pending address, until the new address follows the link mailed to
 * it (single use, 24 hours, only its SHA-256 stored); until then sign-in, mails and resets use
 * the old one. A new request replaces the previous one.
 */
export async function requestEmailChange(
  ctx: Context,
  input: AccountEmailInput,
): Promise<{ pendingEmail: string }> {
  const user = signedInUser(ctx);
  if (!(await verifyPassword(user.password, input.currentPassword))) {
    throw badRequest(WRONG_PASSWORD);
  }
  const email = input.email.trim().toLowerCase();
  // 409 rather than 400: the route counts a 400 as a wrong password.
  if (email === user.email.toLowerCase()) throw conflict('This is already your email address');
  return withTransaction(ctx, async (trx) => {
    if (await emailTaken(trx, email, user.id)) throw conflict(EMAIL_TAKEN);
    const { token, hash } = newClaimToken();
    await User.query(trx.knex)
      .findById(user.id)
      .patch({
        pendingEmail: email,
        pendingEmailToken: hash,
        pendingEmailExpires: new Date(Date.now() + LINK_HOURS * 60 * 60 * 1000),
      });
    const link = `${ctx.config.publicUrl}${CONFIRM_PAGE}?token=${token}`;
    afterCommit(trx, 'email change mail', () =>
      sendMail(trx, {
        to: email,
        subject: 'Confirm your new email address',
        text: [
          'Please confirm that this is the new email address of your account. Open this link',
          'within 24 hours and press "Confirm new email":',
          link,
          '',
          'The link works once. Until then your account keeps its current address. If you did',
          'not ask for this, ignore this message.',
        ].join('\n'),
      }),
    );
    return { pendingEmail: email };
  });
}

/**
 * Follows an email change link (the confirm page's button): once, within 24 hours. The pending
 * address becomes the account's, verified; links mailed to the old address (verification,
 * password reset) are spent, and the old address is told. Companies whose claim the new address
 * proved now belong to the account, as when a sign-up's address is verified.
 */
export async function confirmEmailChange(ctx: Context, token: string): Promise<User> {
  return withTransaction(ctx, async (trx) => {
    const user = await User.query(trx.knex)
      .findOne({ pendingEmailToken: hashClaimToken(token) })
      .forUpdate();
    if (!user?.pendingEmail) throw gone(EMAIL_LINK_INVALID);
    if (!user.pendingEmailExpires || user.pendingEmailExpires < new Date()) {
      throw gone(EMAIL_LINK_EXPIRED);
    }
    const email = user.pendingEmail;
    // Someone may have signed up with the address since it was asked for.
    if (await emailTaken(trx, email, user.id)) throw conflict(EMAIL_TAKEN);
    const changed = await User.query(trx.knex)
      .patchAndFetchById(user.id, {
        email,
        isEmailVerified: true,
        emailVerifiedAt: new Date(),
        emailVerificationToken: null,
        emailVerificationExpires: null,
        passwordResetToken: null,
        passwordResetExpires: null,
        pendingEmail: null,
        pendingEmailToken: null,
        pendingEmailExpires: null,
      })
      .catch((error: unknown) => {
        // A sign-up racing for the address: the unique index decides.
        if (error instanceof UniqueViolationError) throw conflict(EMAIL_TAKEN);
        throw error;
      });
    await afterEmailVerified(trx, changed);
    afterCommit(trx, 'email changed notice', () =>
      sendMail(trx, {
        to: user.email,
        subject: 'Your email address was changed',
        text: [
          `The email address of your account was changed to ${email}. Sign in with the new`,
          'address from now on.',
          '',
          'If this was not you, please tell us through the Contact page.',
        ].join('\n'),
      }),
    );
    return changed;
  });
}

async function emailTaken(ctx: Context, email: string, exceptId: string): Promise<boolean> {
  const other = await User.query(ctx.knex)
    .whereRaw('lower(email) = ?', [email])
    .whereNot('id', exceptId)
    .first();
  return other !== undefined;
}
