import { type Context, withTransaction } from '../../context.ts';
import { gone } from '../../http/errors.ts';
import { ClaimRequest } from '../../models/ClaimRequest.ts';
import { Company } from '../../models/Company.ts';
import { recordActivity } from '../activity/recordActivity.ts';
import { claimOwnerId } from './claimOwner.ts';
import { hashClaimToken } from './claimTokens.ts';

const CLAIM_LINK_DAYS = 7;
const CLAIM_LINK_INVALID = 'This verification link is invalid, expired or already used';

/**
 * Follows a claim's verification link: once, within 7 days, while the claim is pending. The
 * claim becomes `verified` and, since the claimant proved an address at the company's domain,
 * the company becomes claimed by that email.
 */
export async function verifyClaim(
  ctx: Context,
  token: string,
): Promise<{ claim: ClaimRequest; company: Company }> {
  return withTransaction(ctx, async (trx) => {
    const { knex } = trx;
    const claim = await ClaimRequest.query(knex)
      .findOne({ verificationToken: hashClaimToken(token) })
      .forUpdate();
    const oldest = new Date(Date.now() - CLAIM_LINK_DAYS * 24 * 60 * 60 * 1000);
    if (claim?.status !== 'pending' || claim.createdAt < oldest) {
      throw gone(CLAIM_LINK_INVALID);
    }
    const now = new Date();
    const verified = await ClaimRequest.query(knex).patchAndFetchById(claim.id, {
      status: 'verified',
      verifiedAt: now,
    });
    const company = await Company.query(knex).patchAndFetchById(claim.companyId, {
      isClaimed: true,
      claimedBy: claim.email,
      claimedAt: now,
      ownerUserId: await claimOwnerId(knex, claim),
    });
    await recordActivity(trx, {
      type: 'claim_verified',
      message: `${company.name} claimed by ${claim.email} (email verified)`,
      entityType: 'claim',
      entityId: claim.id,
      metadata: { companyId: company.id, domain: company.domain },
    });
    return { claim: verified, company };
  });
}
