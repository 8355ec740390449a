import { type Context, withTransaction } from '../../context.ts';
import { conflict, gone } from '../../http/errors.ts';
import { sendMail } from '../../mail/sendMail.ts';
import { User } from '../../models/User.ts';
import { hashClaimToken, newClaimToken } from '../claims/claimTokens.ts';
import { afterCommit } from '../transactions/afterCommit.ts';
import { afterEmailVerified } from './afterEmailVerified.ts';

/** The link's page: one button POSTs the token, so a scanner pre-fetching the link spends nothing. */
export const VERIFY_EMAIL_PAGE = '/verify-email';
const VERIFY_LINK_HOURS = 24;
const VERIFY_LINK_INVALID = 'This verification link is invalid or has already been used';
const VERIFY_LINK_EXPIRED = 'This verification link has expired: please ask for a new one';

/**
 * Mails `user` a single-use link that verifies their email (issue 13): 32 random bytes, only
 * the SHA-256 stored, valid 24 hours. A new link replaces the previous one. The mail leaves
 * after the transaction commits (the `.eml` fallback without SMTP).
 */
export async function sendVerificationMail(ctx: Context, user: User): Promise<void> {
  if (user.isEmailVerified) throw conflict('Your email is already verified');
  const { token, hash } = newClaimToken();
  const now = new Date();
  await User.query(ctx.knex)
    .findById(user.id)
    .patch({
      emailVerificationToken: hash,
      emailVerificationExpires: new Date(now.getTime() + VERIFY_LINK_HOURS * 60 * 60 * 1000),
      emailVerificationSentAt: now,
    });
  const link = `${ctx.config.publicUrl}${VERIFY_EMAIL_PAGE}?token=${token}`;
  afterCommit(ctx, 'email verification mail', () =>
    sendMail(ctx, {
      to: user.email,
      subject: 'Verify your email address',
      text: [
        'Welcome! Please confirm that this is your email address, so your reviews carry the',
        '"Verified" mark. Open this link within 24 hours:',
        link,
        '',
        'The link works once. If you did not sign up, ignore this message.',
      ].join('\n'),
    }),
  );
}

/**
 * Confirms an email with its link's token (POSTed from the link's page): once, within 24 hours.
 * The account becomes verified; the reviews that waited for it are published (counters follow in
 * the same transaction), or handed to staff when they approve every review; and the companies
 * whose claim this address proved now belong to this account.
 */
export async function verifyEmail(ctx: Context, token: string): Promise<User> {
  return withTransaction(ctx, async (trx) => {
    const user = await User.query(trx.knex)
      .findOne({ emailVerificationToken: hashClaimToken(token) })
      .forUpdate();
    if (!user) throw gone(VERIFY_LINK_INVALID);
    if (!user.emailVerificationExpires || user.emailVerificationExpires < new Date()) {
      throw gone(VERIFY_LINK_EXPIRED);
    }
    const verified = await User.query(trx.knex).patchAndFetchById(user.id, {
      isEmailVerified: true,
      emailVerificationToken: null,
      emailVerificationExpires: null,
      emailVerifiedAt: new Date(),
    });
    await afterEmailVerified(trx, verified);
    return verified;
  });
}
