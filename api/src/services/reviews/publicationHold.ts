import type { Settings } from '#shared/schemas/admin';
import type { HoldReason } from '../../models/Review.ts';
import type { Writer } from '../../policies/publicActions.ts';

/**
 * Whether a new review by `author` waits before it is public, and why (issue 13): an account
 * whose email is not verified waits for verification when the platform requires it; otherwise
 * every review waits for staff when auto-approval is off. Anonymous visitors have no email to
 * verify: only auto-approval applies to them. Null: publish now.
 */
export function publicationHold(
  rules: Pick<Settings, 'autoApproveReviews' | 'requireEmailVerification'>,
  author: Writer,
): HoldReason | null {
  if (rules.requireEmailVerification && author.type === 'user' && !author.user.isEmailVerified) {
    return 'verification';
  }
  return rules.autoApproveReviews ? null : 'moderation';
}
