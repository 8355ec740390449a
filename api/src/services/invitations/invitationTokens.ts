import { createHmac, timingSafeEqual } from 'node:crypto';
import { secretKey } from '../../http/secretKey.ts';

/**
 * The tokens of invitation mails, signed with the server's secret so nothing secret is stored:
 * the review link `<invitation id>.<signature>` (single use: the invitation's state says
 * whether it was used) and the unsubscribe link `<company id>.<address, base64url>.<signature>`
 * (never expires: an unsubscribe in an old mail must still work).
 */
export function invitationToken(secret: string, invitationId: number): string {
  return `${invitationId}.${sign(secret, `invitation|${invitationId}`)}`;
}

export function readInvitationToken(secret: string, token: string): number | undefined {
  const [id, signature, ...rest] = token.split('.');
  if (!id || !signature || rest.length > 0 || !/^[1-9]\d{0,9}$/.test(id)) return undefined;
  return matches(sign(secret, `invitation|${id}`), signature) ? Number(id) : undefined;
}

export function invitationOptOutToken(secret: string, companyId: number, email: string): string {
  const address = Buffer.from(email, 'utf8').toString('base64url');
  return `${companyId}.${address}.${sign(secret, `invitation-opt-out|${companyId}|${email}`)}`;
}

export function readInvitationOptOutToken(
  secret: string,
  token: string,
): { companyId: number; email: string } | undefined {
  const [id, address, signature, ...rest] = token.split('.');
  if (!id || !address || !signature || rest.length > 0 || !/^[1-9]\d{0,9}$/.test(id)) {
    return undefined;
  }
  const email = Buffer.from(address, 'base64url').toString('utf8');
  const expected = sign(secret, `invitation-opt-out|${id}|${email}`);
  return matches(expected, signature) ? { companyId: Number(id), email } : undefined;
}

function sign(secret: string, text: string): string {
  return createHmac('sha256', secretKey(secret)).update(text).digest('base64url');
}

function matches(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
