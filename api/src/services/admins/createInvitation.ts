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
  newInvitationToken,
} from './invitationToken.ts';

export interface CreatedInvitation {
  invitation: AdminInvitation;
  /** The raw token: returned this once, never stored. */
  token: string;
  /** `${PUBLIC_URL}/admin/accept-invitation?token=…` */
  link: string;
  /** True when an existing pending invitation for the email got a fresh link. */
  renewed: boolean;
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
    const token = newInvitationToken();
    const pending = await AdminInvitation.query(trx.knex)
      .where({ email, isUsed: false })
      .where('expiresAt', '>', new Date())
      .orderBy('id', 'desc')
      .first();
    const fields = {
      token: hashInvitationToken(token),
      role,
      invitedBy: actingAdminId(trx.actor),
      expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
    };
    const invitation = pending
      ? await pending.$query(trx.knex).patchAndFetch(fields)
      : await AdminInvitation.query(trx.knex).insertAndFetch({ email, ...fields });
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
      renewed: Boolean(pending),
    };
  });
}

/**
 * A new link for a pending invitation ("Copy Link" in the pending list: only a hash is stored,
 * so the old link cannot be shown again). The old link stops working; 72 hours from now.
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
