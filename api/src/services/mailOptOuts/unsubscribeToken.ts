import { createHmac, timingSafeEqual } from 'node:crypto';
import { MAIL_KINDS, type MailKind } from '#shared/schemas/mailOptOuts';
import { secretKey } from '../../http/secretKey.ts';

/**
 * The token of an unsubscribe link: `<user id>.<kind>.<signature>`, signed with the server's
 * secret, so a link stops one kind of mail for one account and cannot be made for another. It
 * does not expire: an unsubscribe link in an old mail must still work.
 */
export function unsubscribeToken(secret: string, userId: string, kind: MailKind): string {
  return `${userId}.${kind}.${signature(secret, userId, kind)}`;
}

/** The account and kind a token stands for; undefined when it was not made by this server. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; kind: MailKind } | undefined {
  const [userId, kind, signed, ...rest] = token.split('.');
  if (!userId || !kind || !signed || rest.length > 0) return undefined;
  if (!(MAIL_KINDS as readonly string[]).includes(kind)) return undefined;
  const expected = Buffer.from(signature(secret, userId, kind as MailKind));
  const given = Buffer.from(signed);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { userId, kind: kind as MailKind };
}

function signature(secret: string, userId: string, kind: MailKind): string {
  return createHmac('sha256', secretKey(secret))
    .update(`unsubscribe|${userId}|${kind}`)
    .digest('base64url');
}
