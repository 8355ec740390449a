import type { MailKind } from '#shared/schemas/mailOptOuts';
import type { Context } from '../../context.ts';
import { gone } from '../../http/errors.ts';
import { User } from '../../models/User.ts';
import { readUnsubscribeToken } from './unsubscribeToken.ts';

const UNSUBSCRIBE_LINK_INVALID = 'This unsubscribe link is not valid';

/** What each kind of mail is called on the unsubscribe page. */
export const MAIL_KIND_NAMES: Record<MailKind, string> = {
  review_response: 'mails when a company responds to your review',
  review_published: 'mails when your review is published',
  follower_digest: 'daily mails about new reviews of companies you follow',
};

/**
 * The account and kind an unsubscribe link stands for, checked: 410 for a link this server did
 * not make, or whose account is gone.
 */
export async function readUnsubscribeLink(
  ctx: Context,
  token: string,
): Promise<{ userId: string; kind: MailKind }> {
  const read = readUnsubscribeToken(ctx.config.sessionSecret, token);
  if (!read) throw gone(UNSUBSCRIBE_LINK_INVALID);
  const user = await User.query(ctx.knex).findById(read.userId).select('id');
  if (!user) throw gone(UNSUBSCRIBE_LINK_INVALID);
  return read;
}

/**
 * Follows an unsubscribe link (issue 34 item 6): the account gets no more mail of the link's
 * kind. Doing it twice is the same as once.
 */
export async function unsubscribe(ctx: Context, token: string): Promise<MailKind> {
  const { userId, kind } = await readUnsubscribeLink(ctx, token);
  await ctx.knex('mail_opt_outs').insert({ userId, kind }).onConflict(['userId', 'kind']).ignore();
  return kind;
}
