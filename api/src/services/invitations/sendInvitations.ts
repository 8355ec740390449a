import { type Context, withTransaction } from '../../context.ts';
import type { JobHandler } from '../../jobs/handler.ts';
import { sendMail } from '../../mail/sendMail.ts';
import { oneClickUnsubscribeHeaders } from '../mailOptOuts/mailAuthor.ts';
import { readSettings } from '../settings/settings.ts';
import { invitationOptOutToken, invitationToken } from './invitationTokens.ts';

export const INVITATION_OPT_OUT_PATH = '/api/invitations/unsubscribe';

interface QueuedInvitation {
  id: number;
  email: string;
  name: string | null;
  companyId: number;
  companyName: string;
  domain: string;
}

/**
 * The `invitations` job: sends queued invitations one by one until none is left (any job of
 * this type drains them all, whichever company queued it). Each is claimed with
 * `FOR UPDATE SKIP LOCKED` and marked `sent` in the same transaction that sends its mail, so
 * two runners never take the same one, and a crash before the commit leaves it queued for the
 * next runner. Shutdown stops between two mails; the job is taken up again after a restart.
 */
export const runInvitationsJob: JobHandler = async ({ ctx, abort }) => {
  const { platformName } = await readSettings(ctx, ['platformName']);
  let sent = 0;
  while (!abort.aborted) {
    const outcome = await sendNextInvitation(ctx, platformName);
    if (outcome === 'none') return { status: 'completed', result: { sent } };
    if (outcome === 'sent') sent += 1;
  }
  return { status: 'stopped' };
};

/** Sends the oldest queued invitation; 'dropped' when its address unsubscribed meanwhile. */
async function sendNextInvitation(
  ctx: Context,
  platformName: string,
): Promise<'sent' | 'dropped' | 'none'> {
  return withTransaction(ctx, async (trx) => {
    const { rows } = await trx.knex.raw<{ rows: QueuedInvitation[] }>(
      `select i.id, i.email, i.name, i.company_id as "companyId", c.name as "companyName", c.domain
       from review_invitations i join companies c on c.id = i.company_id
       where i.status = 'queued'
       order by i.id
       limit 1
       for update of i skip locked`,
    );
    const invitation = rows[0];
    if (!invitation) return 'none';
    const optedOut = await trx
      .knex('invitation_opt_outs')
      .where({ companyId: invitation.companyId, email: invitation.email })
      .first('email');
    if (optedOut) {
      await trx.knex('review_invitations').where({ id: invitation.id }).delete();
      return 'dropped';
    }
    await trx
      .knex('review_invitations')
      .where({ id: invitation.id })
      .update({ status: 'sent', sentAt: trx.knex.fn.now() });
    await sendMail(trx, invitationMail(ctx, invitation, platformName));
    return 'sent';
  });
}

function invitationMail(ctx: Context, invitation: QueuedInvitation, platformName: string) {
  const { publicUrl, sessionSecret } = ctx.config;
  const review = `${publicUrl}/api/invitations/${invitationToken(sessionSecret, invitation.id)}/open`;
  const unsubscribe = `${publicUrl}${INVITATION_OPT_OUT_PATH}?token=${invitationOptOutToken(sessionSecret, invitation.companyId, invitation.email)}`;
  return {
    to: invitation.email,
    subject: `How was your experience with ${invitation.companyName}?`,
    text: [
      invitation.name ? `Hello ${invitation.name},` : 'Hello,',
      '',
      `${invitation.companyName} invites you to review them on ${platformName}. Your review is published whatever its rating, and marked "Invited".`,
      '',
      'Write your review (the link works once):',
      review,
      '',
      `You get this mail because ${invitation.companyName} has your address as a customer's.`,
      `To get no more invitations from ${invitation.companyName}:`,
      unsubscribe,
    ].join('\n'),
    headers: oneClickUnsubscribeHeaders(unsubscribe),
  };
}
