import type { Context } from '../../context.ts';
import { badRequest, gone } from '../../http/errors.ts';
import { Review } from '../../models/Review.ts';
import { readInvitationToken } from './invitationTokens.ts';

const NOT_VALID = 'This invitation link is not valid';
const USED = 'This invitation was already used to write a review';

/**
 * An invitation link followed (`GET /api/invitations/{token}/open`): a sent invitation becomes
 * `opened`; answers the company to review. 410 for a link this server did not make, or one
 * already used.
 */
export async function openInvitation(
  ctx: Context,
  token: string,
): Promise<{ domain: string; companyId: number }> {
  const id = readInvitationToken(ctx.config.sessionSecret, token);
  if (!id) throw gone(NOT_VALID);
  const invitation = await ctx
    .knex('review_invitations as i')
    .join('companies as c', 'c.id', 'i.companyId')
    .where('i.id', id)
    .first('i.status', 'c.domain', 'c.id as companyId');
  if (!invitation) throw gone(NOT_VALID);
  if (invitation.status === 'reviewed') throw gone(USED);
  await ctx
    .knex('review_invitations')
    .where({ id, status: 'sent' })
    .update({ status: 'opened', openedAt: ctx.knex.fn.now() });
  return { domain: invitation.domain, companyId: invitation.companyId };
}

/**
 * A review written through an invitation (inside `createReview`'s transaction): the invitation
 * of this company is used up (single use, even when two posts race: the update's condition)
 * and the review gets the "Invited" mark. 400 for a token that is not valid for this company,
 * 410 for one already used.
 */
export async function redeemInvitation(
  trx: Context,
  token: string,
  companyId: number,
  reviewId: number,
): Promise<void> {
  const id = readInvitationToken(trx.config.sessionSecret, token);
  if (!id) throw badRequest(NOT_VALID);
  const used = await trx
    .knex('review_invitations')
    .where({ id, companyId })
    .whereIn('status', ['sent', 'opened'])
    .update({ status: 'reviewed', reviewedAt: trx.knex.fn.now(), reviewId });
  if (used === 0) {
    const exists = await trx.knex('review_invitations').where({ id, companyId }).first('status');
    throw exists?.status === 'reviewed' ? gone(USED) : badRequest(NOT_VALID);
  }
  await Review.query(trx.knex).findById(reviewId).patch({ isInvited: true });
}

/** An invitation mail's unsubscribe: that address gets no more invitations from that company. */
export async function optOutOfInvitations(
  ctx: Context,
  optOut: { companyId: number; email: string },
): Promise<void> {
  await ctx.knex('invitation_opt_outs').insert(optOut).onConflict(['companyId', 'email']).ignore();
  await ctx
    .knex('review_invitations')
    .where({ ...optOut, status: 'queued' })
    .delete();
}
