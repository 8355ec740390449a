import { iso } from '#shared/dates/iso';
import type { AdminMe, Invitation, InvitationCreated } from '#shared/types/admin';
import type { AdminInvitation } from '../../models/AdminInvitation.ts';
import type { AdminUser } from '../../models/AdminUser.ts';
import type { CreatedInvitation } from '../../services/adminAccounts/createInvitation.ts';

const INVITATION_MESSAGE: Record<CreatedInvitation['outcome'], string> = {
  created: 'Invitation created',
  renewed: 'Invitation renewed',
  existing: 'Invitation link',
};

/** An admin account, never its password hash. */
export function presentAdminUser(admin: AdminUser): AdminMe {
  return {
    id: admin.id,
    email: admin.email,
    firstName: admin.firstName,
    lastName: admin.lastName,
    role: admin.role,
    isActive: admin.isActive,
    lastLoginAt: admin.lastLoginAt ? iso(admin.lastLoginAt) : null,
    createdAt: iso(admin.createdAt),
  };
}

/** An invitation, without its token (the raw token is shown once, by `presentInvitationCreated`). */
export function presentInvitation(invitation: AdminInvitation): Invitation {
  return {
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    isUsed: invitation.isUsed,
    expiresAt: iso(invitation.expiresAt),
    createdAt: iso(invitation.createdAt),
  };
}

/**
 * A new (or renewed) invitation with its raw token and accept link, the one time they are shown:
 * `POST /api/admin/invite` and `review-admin invite --json` answer this.
 */
export function presentInvitationCreated(created: CreatedInvitation): InvitationCreated {
  return {
    message: INVITATION_MESSAGE[created.outcome],
    invitation: {
      ...presentInvitation(created.invitation),
      token: created.token,
      link: created.link,
    },
  };
}
