import { createHash, createHmac } from 'node:crypto';

/** Invitations expire after 72 hours (admin-and-data-model.md §9). */
export const INVITATION_TTL_MS = 72 * 60 * 60 * 1000;

/**
 * The token in an invitation's link: a keyed hash of the invitation's id and expiry, under the
 * server's session secret. Only its SHA-256 is stored, so a leaked table lets no one accept an
 * invitation; but the server can derive the same token again, which is what lets "Copy Link" show
 * the link already sent instead of issuing a new one (issue 15 item 9). Every re-issue moves the
 * expiry, so it gives a new token and the old link stops matching.
 */
export function invitationTokenFor(secret: string, id: number, expiresAt: Date): string {
  return createHmac('sha256', secret)
    .update(`admin-invitation\0${id}\0${expiresAt.getTime()}`)
    .digest('base64url');
}

/** What is stored instead of the token: a leaked table does not let anyone accept. */
export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function invitationLink(publicUrl: string, token: string): string {
  return `${publicUrl}/admin/accept-invitation?token=${encodeURIComponent(token)}`;
}
