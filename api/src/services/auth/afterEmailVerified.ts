import type { Context } from '../../context.ts';
import type { User } from '../../models/User.ts';
import { bindProvedClaims } from '../claims/claimOwner.ts';
import { releaseHeldReviews } from '../reviews/releaseHeldReviews.ts';

/**
 * What an address newly proved by its owner unlocks, however it was proved (the sign-up link, or
 * the link of an email change): the reviews that waited for it are released, and the companies
 * whose claim it proved belong to the account (issue 38). In the caller's transaction.
 */
export async function afterEmailVerified(
  ctx: Context,
  user: Pick<User, 'id' | 'email'>,
): Promise<void> {
  await releaseHeldReviews(ctx, user.id);
  await bindProvedClaims(ctx, user);
}
