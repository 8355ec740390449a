import { iso } from '#shared/dates/iso';
import { INVITATION_LIMITS } from '#shared/schemas/invitations';
import type { InvitationList } from '#shared/schemas/responses/business';
import type { Context } from '../../context.ts';
import { assertCanManageBusiness } from '../../policies/businessOwner.ts';
import { findCompanyById } from '../companies/findCompany.ts';
import { countInvitations } from './invitationCounts.ts';

const LATEST = 100;

/**
 * A company's invitations for its owner: how many are queued, went out (`sent` counts every
 * one that did, opened and reviewed included), were opened and led to a review; the owner's
 * count of the last 24 hours against the daily limit; and the latest 100 with their state.
 */
export async function listInvitations(ctx: Context, companyId: number): Promise<InvitationList> {
  const company = await findCompanyById(ctx, companyId);
  assertCanManageBusiness(ctx.actor, company);
  const counts = await countInvitations(ctx.knex, company.id);
  const [counted] = await ctx
    .knex('review_invitations')
    .where({ senderUserId: ctx.actor.user.id })
    .where('createdAt', '>', new Date(Date.now() - 24 * 60 * 60 * 1000))
    .count<Array<{ count: number | string }>>('* as count');
  const items = await ctx
    .knex('review_invitations')
    .where({ companyId: company.id })
    .orderBy('id', 'desc')
    .limit(LATEST)
    .select('id', 'email', 'name', 'status', 'createdAt', 'sentAt', 'openedAt', 'reviewedAt');
  const when = (value: Date | null) => (value ? iso(value) : null);
  return {
    counts,
    sentToday: Number(counted?.count ?? 0),
    dailyLimit: INVITATION_LIMITS.perOwnerPerDay,
    items: items.map((item) => ({
      id: item.id,
      email: item.email,
      name: item.name,
      status: item.status,
      createdAt: iso(item.createdAt),
      sentAt: when(item.sentAt),
      openedAt: when(item.openedAt),
      reviewedAt: when(item.reviewedAt),
    })),
  };
}
