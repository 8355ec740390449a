import { createHash, randomBytes } from 'node:crypto';

/** Invitations expire after 72 hours (admin-and-data-model.md §9). */
export const INVITATION_TTL_MS = 72 * 60 * 60 * 1000;

/** 32 random bytes, URL-safe: what goes into the link, shown once and never stored. */
export function newInvitationToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored instead of the token: a leaked table does not let anyone accept. */
export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function invitationLink(publicUrl: string, token: string): string {
  return `${publicUrl}/admin/accept-invitation?token=${encodeURIComponent(token)}`;
}
