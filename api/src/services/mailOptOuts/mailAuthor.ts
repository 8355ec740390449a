import type { MailKind } from '#shared/schemas/mailOptOuts';
import type { Context } from '../../context.ts';
import { sendMail } from '../../mail/sendMail.ts';
import { User } from '../../models/User.ts';
import { afterCommit } from '../transactions/afterCommit.ts';
import { unsubscribeToken } from './unsubscribeToken.ts';

export const UNSUBSCRIBE_PATH = '/api/unsubscribe';

/**
 * Mails an account one of the author mails (issue 34 item 6), unless it unsubscribed from that
 * kind. Every such mail ends with its kind's unsubscribe link and carries it as
 * `List-Unsubscribe` with `List-Unsubscribe-Post` (RFC 8058), so a mail client's own
 * "Unsubscribe" button works in one click. Sent after the transaction commits.
 */
export async function mailAuthor(
  ctx: Context,
  userId: string,
  kind: MailKind,
  message: { subject: string; lines: string[] },
): Promise<void> {
  const user = await User.query(ctx.knex).findById(userId).select('email');
  if (!user) return;
  const optedOut = await ctx.knex('mail_opt_outs').where({ userId, kind }).first('kind');
  if (optedOut) return;
  const link = unsubscribeLink(ctx, userId, kind);
  afterCommit(ctx, `${kind} mail to author`, () =>
    sendMail(ctx, {
      to: user.email,
      subject: message.subject,
      text: [...message.lines, '', 'To stop mails like this one:', link].join('\n'),
      headers: oneClickUnsubscribeHeaders(link),
    }),
  );
}

/** The signed link that stops one kind of mail for one account (it never expires). */
export function unsubscribeLink(
  ctx: Pick<Context, 'config'>,
  userId: string,
  kind: MailKind,
): string {
  return `${ctx.config.publicUrl}${UNSUBSCRIBE_PATH}?token=${unsubscribeToken(ctx.config.sessionSecret, userId, kind)}`;
}

/** `List-Unsubscribe` with RFC 8058's one-click POST, so a mail client's own button works. */
export function oneClickUnsubscribeHeaders(link: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${link}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
