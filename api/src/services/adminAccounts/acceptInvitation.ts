import { type AcceptInvitationInput, AcceptInvitationSchema } from '#shared/schemas/admin';
import { type Context, withTransaction } from '../../context.ts';
import { badRequest, conflict, gone, notFound } from '../../http/errors.ts';
import { AdminInvitation } from '../../models/AdminInvitation.ts';
import { AdminUser } from '../../models/AdminUser.ts';
import { recordActivity } from '../activity/recordActivity.ts';
import { hashPassword } from '../passwords/passwords.ts';
import { findAdminByEmail } from './findAdmin.ts';
import { hashInvitationToken } from './invitationToken.ts';

const INVITATION_USED = 'This invitation has already been used';
const INVITATION_EXPIRED = 'This invitation has expired. Please ask for a new one.';

/**
 * Creates the admin account an invitation was for, with its role (`POST
 * /api/admin/accept-invitation`). Unknown token → 404; used or expired → 410; an email that
 * meanwhile has an account → 409. Single use even when two browsers accept at once: the
 * invitation is claimed with a conditional update inside the transaction.
 */
export async function acceptInvitation(
  ctx: Context,
  input: AcceptInvitationInput,
): Promise<AdminUser> {
  const parsed = AcceptInvitationSchema.safeParse(input);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid input');
  const { token, firstName, lastName, password } = parsed.data;

  const tokenHash = hashInvitationToken(token);
  const invitation = await AdminInvitation.query(ctx.knex).findOne({ token: tokenHash });
  if (!invitation) throw notFound('Invitation not found. Please check your invitation link.');
  assertUsable(invitation);
  // Hashing takes a while: do it before the transaction, not while holding it.
  const passwordHash = await hashPassword(password);

  return withTransaction(ctx, async (trx) => {
    const claimed = await AdminInvitation.query(trx.knex)
      .patch({ isUsed: true, usedAt: new Date() })
      .where({ id: invitation.id, isUsed: false })
      .where('expiresAt', '>', new Date());
    if (claimed === 0) {
      assertUsable(await AdminInvitation.query(trx.knex).findById(invitation.id));
      throw gone(INVITATION_USED);
    }
    if (await findAdminByEmail(trx, invitation.email)) {
      throw conflict('An admin account with this email already exists');
    }
    const admin = await AdminUser.query(trx.knex)
      .insert({
        email: invitation.email,
        password: passwordHash,
        firstName,
        lastName,
        role: invitation.role,
        invitedBy: invitation.invitedBy,
      })
      .returning('*');
    await recordActivity(
      { ...trx, actor: { type: 'admin', admin } },
      {
        type: 'admin_joined',
        message: `${firstName} ${lastName} joined as ${admin.role === 'super_admin' ? 'super admin' : 'admin'}`,
        entityType: 'admin_user',
        entityId: admin.id,
        metadata: { email: admin.email, role: admin.role },
      },
    );
    return admin;
  });
}

function assertUsable(invitation: AdminInvitation | undefined): void {
  if (!invitation || invitation.isUsed) throw gone(INVITATION_USED);
  if (invitation.expiresAt <= new Date()) throw gone(INVITATION_EXPIRED);
}
