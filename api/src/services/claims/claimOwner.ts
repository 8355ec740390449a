import type { Knex } from 'knex';
import type { Context } from '../../context.ts';
import type { ClaimRequest } from '../../models/ClaimRequest.ts';
import { Company } from '../../models/Company.ts';
import { User } from '../../models/User.ts';
import { recordActivity } from '../activity/recordActivity.ts';

/*
 * Who a claim binds to its company (issue 38). The rule itself, "the owner is the account the
 * claim bound", is `isCompanyOwner` in policies/companyOwner.ts; these are the only places that
 * bind an account.
 */

/** The account that holds `email` as a verified address, if any. */
async function verifiedAccountWithEmail(knex: Knex, email: string): Promise<string | null> {
  const user = await User.query(knex)
    .whereRaw('lower(email) = ?', [email.toLowerCase()])
    .where('isEmailVerified', true)
    .first()
    .select('id');
  return user?.id ?? null;
}

/**
 * A claim proved by its mailed link: the account holding the claim's address, verified. Never
 * the account that sent the claim: whoever names a CEO's address must not get the CEO's
 * company when the CEO (or a mail gateway) follows the link. None yet: `bindProvedClaims`
 * completes it when that address is verified.
 */
export function provedClaimOwnerId(knex: Knex, claim: Pick<ClaimRequest, 'email'>) {
  return verifiedAccountWithEmail(knex, claim.email);
}

/**
 * A claim an admin approved, having seen who sent it: the account that sent it, else (an
 * anonymous claim) the account holding the claim's address verified, now or later.
 */
export async function approvedClaimOwnerId(
  knex: Knex,
  claim: Pick<ClaimRequest, 'userId' | 'email'>,
): Promise<string | null> {
  return claim.userId ?? verifiedAccountWithEmail(knex, claim.email);
}

/**
 * A user's email has just become verified: every claimed company whose claim was made with that
 * address and bound no account yet now belongs to them ("sign up or in with it, then verify").
 * Returns the companies bound.
 */
export async function bindProvedClaims(
  ctx: Context,
  user: Pick<User, 'id' | 'email'>,
): Promise<Company[]> {
  const bound = await Company.query(ctx.knex)
    .where('isClaimed', true)
    .whereNull('ownerUserId')
    .whereRaw('lower(claimed_by) = ?', [user.email.toLowerCase()])
    .patch({ ownerUserId: user.id })
    .returning(['id', 'name', 'domain']);
  for (const company of bound) {
    await recordActivity(ctx, {
      type: 'claim_verified',
      message: `${company.name} now belongs to the account of ${user.email} (email verified)`,
      entityType: 'company',
      entityId: company.id,
      metadata: { companyId: company.id, domain: company.domain, userId: user.id },
    });
  }
  return bound;
}
