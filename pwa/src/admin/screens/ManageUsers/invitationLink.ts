/** §7: the client builds the accept link from the invitation's token, on this site's origin. */
export function invitationLink(token: string, origin: string = window.location.origin): string {
  return `${origin}/admin/accept-invitation?token=${encodeURIComponent(token)}`;
}
