import { type Context, withTransaction } from '../../context.ts';
import { conflict, gone } from '../../http/errors.ts';
import { ClaimRequest } from '../../models/ClaimRequest.ts';
import { Company } from '../../models/Company.ts';
import { recordActivity } from '../activity/recordActivity.ts';
import { provedClaimOwnerId } from './claimOwner.ts';
import { hashClaimToken } from './claimTokens.ts';

const CLAIM_LINK_DAYS = 7;
const CLAIM_LINK_INVALID = 'This verification link is invalid, expired or already used';

export interface VerifiedClaim {
  claim: ClaimRequest;
  company: Company;
  /** The account now owning the company; null until one holds the claim's address verified. */
  ownerUserId: string | null;
}

/**
 * Confirms a claim with the token of its mailed link (a POST from the link's page, never the
 * link's GET: a scanner that pre-fetches links spends nothing): once, within 7 days, while the
 * claim is pending. Whoever holds the token proved the mailbox at the company's domain, so the
 * company becomes claimed by that address and belongs to the account holding it verified, now or
 * when it is verified (`bindProvedClaims`), never to the account that sent the claim (issue 38).
 */
export async function verifyClaim(ctx: Context, token: string): Promise<VerifiedClaim> {
  return withTransaction(ctx, async (trx) => {
    const { knex } = trx;
    const claim = await ClaimRequest.query(knex)
      .findOne({ verificationToken: hashClaimToken(token) })
      .forUpdate();
    const oldest = new Date(Date.now() - CLAIM_LINK_DAYS * 24 * 60 * 60 * 1000);
    if (claim?.status !== 'pending' || claim.createdAt < oldest) {
      throw gone(CLAIM_LINK_INVALID);
    }
    const current = await Company.query(knex).findById(claim.companyId).forUpdate();
    if (!current) throw gone(CLAIM_LINK_INVALID);
    if (current.isClaimed && current.claimedBy?.toLowerCase() !== claim.email.toLowerCase()) {
      throw conflict(`${current.name} is already claimed: contact us to have it transferred`);
    }
    const now = new Date();
    const verified = await ClaimRequest.query(knex).patchAndFetchById(claim.id, {
      status: 'verified',
      verifiedAt: now,
    });
    const ownerUserId = current.ownerUserId ?? (await provedClaimOwnerId(knex, claim));
    const company = await current.$query(knex).patchAndFetch({
      isClaimed: true,
      claimedBy: claim.email,
      claimedAt: current.claimedAt ?? now,
      ownerUserId,
    });
    await recordActivity(trx, {
      type: 'claim_verified',
      message: `${company.name} claimed by ${claim.email} (email verified)`,
      entityType: 'claim',
      entityId: claim.id,
      metadata: { companyId: company.id, domain: company.domain, ownerUserId },
    });
    return { claim: verified, company, ownerUserId };
  });
}
