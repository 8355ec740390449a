import { randomUUID } from 'node:crypto';
import { type AdminRole, type InviteInput, InviteSchema } from '#shared/schemas/admin';
import { type Context, withTransaction } from '../../context.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { AdminInvitation } from '../../models/AdminInvitation.ts';
import { actingAdminId, authorizeAdmin } from '../../policies/adminPolicy.ts';
import { recordActivity } from '../activity/recordActivity.ts';
import { findAdminByEmail } from './findAdmin.ts';
import {
  hashInvitationToken,
  INVITATION_TTL_MS,
  invitationLink,
  invitationTokenFor,
} from './invitationToken.ts';

export interface CreatedInvitation {
  invitation: AdminInvitation;
  /** The raw token: returned this once, never stored. */
  token: string;
  /** `${PUBLIC_URL}/admin/accept-invitation?token=…` */
  link: string;
  /**
   * `created`: a new invitation; `renewed`: a pending one got a fresh link (the old one stops
   * working); `existing`: the link already sent, shown again.
   */
  outcome: 'created' | 'renewed' | 'existing';
}

/**
 * Invites someone to become an admin (`POST /api/admin/invite`, `review-admin invite`). An email
 * that already has an admin account is a 409. An email with a pending invitation gets that
 * invitation back with a new token, role and 72 hours (the old link stops working), so there is
 * never more than one live link per email.
 */
export async function createInvitation(
  ctx: Context,
  input: InviteInput,
): Promise<CreatedInvitation> {
  authorizeAdmin(ctx.actor, 'manageAdmins');
  const parsed = InviteSchema.safeParse(input);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid invitation');
  const { email, role } = parsed.data;

  return withTransaction(ctx, async (trx) => {
    if (await findAdminByEmail(trx, email)) {
      throw conflict('An admin account with this email already exists');
    }
    const pending = await AdminInvitation.query(trx.knex)
      .where({ email, isUsed: false })
      .where('expiresAt', '>', new Date())
      .orderBy('id', 'desc')
      .first();
    // A re-issue must move the expiry (the token is derived from it), even within a millisecond.
    const expiresAt = new Date(
      Math.max(Date.now() + INVITATION_TTL_MS, (pending?.expiresAt.getTime() ?? 0) + 1),
    );
    // The token is derived from the row's id, so a new row is inserted under a throwaway hash
    // first and gets its real one in the same transaction.
    const row =
      pending ??
      (await AdminInvitation.query(trx.knex)
        .insert({
          email,
          role,
          expiresAt,
          token: hashInvitationToken(randomUUID()),
        })
        .returning('*'));
    const token = invitationTokenFor(ctx.config.sessionSecret, row.id, expiresAt);
    const invitation = await row.$query(trx.knex).patchAndFetch({
      token: hashInvitationToken(token),
      role,
      invitedBy: actingAdminId(trx.actor),
      expiresAt,
    });
    await recordActivity(trx, {
      type: 'admin_invited',
      message: `${role === 'super_admin' ? 'Super admin' : 'Admin'} invited: ${email}`,
      entityType: 'admin_invitation',
      entityId: invitation.id,
      metadata: { email, role, renewed: Boolean(pending) },
    });
    return {
      invitation,
      token,
      link: invitationLink(ctx.config.publicUrl, token),
      outcome: pending ? 'renewed' : 'created',
    };
  });
}

/**
 * The link already sent for a pending invitation ("Copy Link"): derived again from the
 * invitation, so copying it changes nothing and logs nothing. When the server's secret changed
 * since it was issued, the link cannot be derived any more: a 409 says to send a new one.
 */
export async function currentInvitationLink(ctx: Context, id: number): Promise<CreatedInvitation> {
  authorizeAdmin(ctx.actor, 'manageAdmins');
  const invitation = await pendingInvitation(ctx, id);
  const token = invitationTokenFor(ctx.config.sessionSecret, invitation.id, invitation.expiresAt);
  if (hashInvitationToken(token) !== invitation.token) {
    throw conflict('This link can no longer be shown. Send a new link instead.');
  }
  return {
    invitation,
    token,
    link: invitationLink(ctx.config.publicUrl, token),
    outcome: 'existing',
  };
}

/**
 * A new link for a pending invitation ("Send a new link", confirmed in the panel): the old link
 * stops working; 72 hours from now.
 */
export async function renewInvitation(ctx: Context, id: number): Promise<CreatedInvitation> {
  authorizeAdmin(ctx.actor, 'manageAdmins');
  const invitation = await pendingInvitation(ctx, id);
  return createInvitation(ctx, { email: invitation.email, role: invitation.role as AdminRole });
}

/** Withdraws a pending invitation: its link stops working. */
export async function revokeInvitation(ctx: Context, id: number): Promise<void> {
  authorizeAdmin(ctx.actor, 'manageAdmins');
  const invitation = await pendingInvitation(ctx, id);
  await withTransaction(ctx, async (trx) => {
    await AdminInvitation.query(trx.knex).deleteById(invitation.id);
    await recordActivity(trx, {
      type: 'admin_invitation_revoked',
      message: `Invitation for ${invitation.email} withdrawn`,
      entityType: 'admin_invitation',
      entityId: invitation.id,
      metadata: { email: invitation.email, role: invitation.role },
    });
  });
}

async function pendingInvitation(ctx: Context, id: number): Promise<AdminInvitation> {
  const invitation = await AdminInvitation.query(ctx.knex).findById(id);
  if (!invitation || invitation.isUsed || invitation.expiresAt <= new Date()) {
    throw notFound('Invitation not found');
  }
  return invitation;
}
