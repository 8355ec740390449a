import type { AdminMe, Invitation } from '#shared/types/admin';
import type { AdminInvitation } from '../../models/AdminInvitation.ts';
import type { AdminUser } from '../../models/AdminUser.ts';

const iso = (date: Date | string) => new Date(date).toISOString();

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

/** An invitation; the raw token and link only when just created (`created`). */
export function presentInvitation(
  invitation: AdminInvitation,
  created?: { token: string; link: string },
): Invitation {
  return {
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    ...(created ? { token: created.token, link: created.link } : {}),
    isUsed: invitation.isUsed,
    expiresAt: iso(invitation.expiresAt),
    createdAt: iso(invitation.createdAt),
  };
}
