import type { Settings } from '#shared/schemas/admin';
import type { HoldReason } from '../../models/Review.ts';
import type { Writer } from '../../policies/publicActions.ts';

/**
 * Whether a new review by `author` waits before it is public, and why (issues 13 and 34): when
 * the platform requires email verification, a review from an account whose email is not
 * verified, or from no account at all, waits for verification (an anonymous one is published
 * once its browser signs up and the account verifies: `attachVisitorItems`,
 * `releaseHeldReviews`); otherwise every review waits for staff when auto-approval is off.
 * Null: publish now.
 */
export function publicationHold(
  rules: Pick<Settings, 'autoApproveReviews' | 'requireEmailVerification'>,
  author: Writer,
): HoldReason | null {
  const verified = author.type === 'user' && author.user.isEmailVerified;
  if (rules.requireEmailVerification && !verified) return 'verification';
  return rules.autoApproveReviews ? null : 'moderation';
}
