import type { QueryBuilder } from 'objection';
import type { ClaimStats } from '#shared/types/admin';
import { type Context, withTransaction } from '../../../context.ts';
import { conflict, notFound } from '../../../http/errors.ts';
import { ClaimRequest, type ClaimStatus } from '../../../models/ClaimRequest.ts';
import { Company } from '../../../models/Company.ts';
import { actingAdminId, authorizeAdmin } from '../../../policies/adminPolicy.ts';
import { recordActivity } from '../../activity/recordActivity.ts';
import { approvedClaimOwnerId } from '../../claims/claimOwner.ts';
import { countByStatus, newestFirstPage, type Page } from '../paging.ts';

export interface ClaimListQuery {
  status?: ClaimStatus;
  limit: number;
  offset: number;
}

/**
 * Claimed Profiles: claim requests with their company, the account that sent each and the
 * account that owns the company now, newest first.
 */
export async function listClaimRequests(
  ctx: Context,
  query: ClaimListQuery,
): Promise<Page<ClaimRequest>> {
  authorizeAdmin(ctx.actor, 'moderate');
  return newestFirstPage(
    () => {
      const builder = ClaimRequest.query(ctx.knex);
      if (query.status) builder.where('status', query.status);
      return builder;
    },
    query,
    {
      shape: withClaimRow,
    },
  );
}

/** What a Claimed Profiles row shows besides the claim: its company, sender and owner. */
function withClaimRow<
  Q extends QueryBuilder<ClaimRequest, ClaimRequest[] | ClaimRequest | undefined>,
>(query: Q): Q {
  return query.withGraphFetched('[company(brief).owner(account), user(account)]').modifiers({
    brief: (builder) => builder.select('id', 'name', 'domain', 'ownerUserId'),
    account: (builder) => builder.select('id', 'email', 'isEmailVerified'),
  }) as Q;
}

/** The screen's counters: Total, Pending, Verified, Rejected. */
export async function claimStats(ctx: Context): Promise<ClaimStats> {
  authorizeAdmin(ctx.actor, 'moderate');
  const counts = await countByStatus<ClaimStatus>(ctx.knex, 'claim_requests');
  return {
    total: counts.total,
    pending: counts.of('pending'),
    verified: counts.of('verified'),
    rejected: counts.of('rejected'),
  };
}

/**
 * Approves a pending claim: the company becomes claimed by the claimant's email, now, and belongs
 * to the account the admin approved (`approvedClaimOwnerId`). A claim
 * already decided, or a company already claimed, is a 409.
 */
export async function approveClaim(ctx: Context, id: number): Promise<ClaimRequest> {
  return decideClaim(ctx, id, 'verified');
}

export async function rejectClaim(ctx: Context, id: number): Promise<ClaimRequest> {
  return decideClaim(ctx, id, 'rejected');
}

async function decideClaim(
  ctx: Context,
  id: number,
  decision: 'verified' | 'rejected',
): Promise<ClaimRequest> {
  authorizeAdmin(ctx.actor, 'moderate');
  return withTransaction(ctx, async (trx) => {
    const claim = await ClaimRequest.query(trx.knex).findById(id).forUpdate();
    if (!claim) throw notFound('Claim request not found');
    if (claim.status !== 'pending') throw conflict(`This claim request is already ${claim.status}`);
    const company = await Company.query(trx.knex).findById(claim.companyId).forUpdate();
    if (!company) throw notFound('Company not found');
    const now = new Date();
    if (decision === 'verified') {
      if (company.isClaimed) throw conflict(`${company.name} is already claimed`);
      await company.$query(trx.knex).patch({
        isClaimed: true,
        claimedBy: claim.email,
        claimedAt: now,
        ownerUserId: await approvedClaimOwnerId(trx.knex, claim),
      });
    }
    const decided = await claim.$query(trx.knex).patchAndFetch({
      status: decision,
      decidedBy: actingAdminId(trx.actor),
      ...(decision === 'verified' ? { verifiedAt: now } : { rejectedAt: now }),
    });
    await recordActivity(trx, {
      type: decision === 'verified' ? 'claim_approved' : 'claim_rejected',
      message: `Claim of ${company.name} by ${claim.email} ${decision === 'verified' ? 'approved' : 'rejected'}`,
      entityType: 'claim_request',
      entityId: claim.id,
      metadata: { companyId: company.id, domain: company.domain, email: claim.email },
    });
    const row = await withClaimRow(ClaimRequest.query(trx.knex).findById(decided.id));
    if (!row) throw notFound('Claim request not found');
    return row;
  });
}
