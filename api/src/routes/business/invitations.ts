import Router from '@koa/router';
import type { Context } from 'koa';
import { serviceContext } from '../../http/actor.ts';
import { requireUser } from '../../http/auth.ts';
import { gone, HttpError } from '../../http/errors.ts';
import { idempotent } from '../../http/idempotency.ts';
import { publicLimits } from '../../http/publicLimits.ts';
import { inputOf, validate } from '../../http/validate.ts';
import { requestContext } from '../../http/writer.ts';
import { invitationCsvRows } from '../../services/invitations/invitationCsv.ts';
import { readInvitationOptOutToken } from '../../services/invitations/invitationTokens.ts';
import { listInvitations } from '../../services/invitations/listInvitations.ts';
import { queueInvitations } from '../../services/invitations/queueInvitations.ts';
import { INVITATION_OPT_OUT_PATH } from '../../services/invitations/sendInvitations.ts';
import { openInvitation, optOutOfInvitations } from '../../services/invitations/useInvitation.ts';
import { receiveCsv } from '../admin/import/upload.ts';
import { unsubscribePage } from '../unsubscribe/unsubscribePage.ts';
import {
  InvitationCompanyRequestSchema,
  InvitationOpenRequestSchema,
  InvitationOptOutRequestSchema,
  InvitationSendRequestSchema,
} from './schema.ts';

/** Review invitations (issue 37 item 2): an owner sends them, a customer follows one. */
export const invitationsRouter = new Router();

invitationsRouter.get(
  '/business/companies/:id/invitations',
  requireUser,
  validate(InvitationCompanyRequestSchema),
  async (ctx) => {
    const { params } = inputOf(ctx, InvitationCompanyRequestSchema);
    ctx.body = await listInvitations(serviceContext(ctx), params.id);
  },
);

invitationsRouter.post(
  '/business/companies/:id/invitations',
  publicLimits.invitations,
  requireUser,
  validate(InvitationSendRequestSchema),
  // The dashboard's form goes through the outbox like every write: a replay is answered, not
  // queued twice.
  idempotent(),
  async (ctx) => {
    const { params, body } = inputOf(ctx, InvitationSendRequestSchema);
    const rows = body.recipients.map((input, index) => ({ line: index + 1, input }));
    ctx.status = 202;
    ctx.body = await queueInvitations(requestContext(ctx), params.id, rows);
  },
);

invitationsRouter.post(
  '/business/companies/:id/invitations/csv',
  publicLimits.invitations,
  requireUser,
  validate(InvitationCompanyRequestSchema),
  receiveCsv,
  // An upload is sent online, without an Idempotency-Key: this only counts the rate limit.
  idempotent(),
  async (ctx) => {
    const { params } = inputOf(ctx, InvitationCompanyRequestSchema);
    const rows = await invitationCsvRows(ctx.state.upload!.open());
    ctx.status = 202;
    ctx.body = await queueInvitations(requestContext(ctx), params.id, rows);
  },
);

// The mail's link: marks the invitation opened and goes on to the write-review wizard for the
// company with the token, which the review's POST carries (the "Invited" mark).
invitationsRouter.get(
  '/invitations/:token/open',
  publicLimits.unsubscribe,
  validate(InvitationOpenRequestSchema),
  async (ctx) => {
    const { params } = inputOf(ctx, InvitationOpenRequestSchema);
    ctx.set('Cache-Control', 'no-store');
    try {
      const { domain } = await openInvitation(serviceContext(ctx), params.token);
      ctx.status = 303;
      ctx.redirect(
        `/write-review?company=${encodeURIComponent(domain)}&invitation=${encodeURIComponent(params.token)}`,
      );
    } catch (error) {
      if (!(error instanceof HttpError) || error.status !== 410) throw error;
      ctx.status = 410;
      ctx.type = 'text/html; charset=utf-8';
      ctx.body = unsubscribePage({ title: 'Invitation not valid', text: error.message });
    }
  },
);

invitationsRouter.get(
  '/invitations/unsubscribe',
  publicLimits.unsubscribe,
  validate(InvitationOptOutRequestSchema),
  async (ctx) => {
    const { query } = inputOf(ctx, InvitationOptOutRequestSchema);
    await answerOptOutPage(ctx, query.token, false);
  },
);

// The page's button, and a mail client's one-click unsubscribe (RFC 8058).
invitationsRouter.post(
  '/invitations/unsubscribe',
  publicLimits.unsubscribe,
  validate(InvitationOptOutRequestSchema),
  async (ctx) => {
    const { query } = inputOf(ctx, InvitationOptOutRequestSchema);
    await answerOptOutPage(ctx, query.token, true);
  },
);

async function answerOptOutPage(ctx: Context, token: string, act: boolean): Promise<void> {
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'no-store');
  const optOut = readInvitationOptOutToken(ctx.config.sessionSecret, token);
  if (!optOut) {
    const error = gone('This unsubscribe link is not valid');
    ctx.status = error.status;
    ctx.body = unsubscribePage({ title: 'Link not valid', text: error.message });
    return;
  }
  const company = await ctx.db.knex('companies').where({ id: optOut.companyId }).first('name');
  const name = company?.name ?? 'this company';
  if (!act) {
    ctx.body = unsubscribePage({
      title: 'Unsubscribe',
      text: `Stop review invitations from ${name} to ${optOut.email}?`,
      action: `${INVITATION_OPT_OUT_PATH}?token=${encodeURIComponent(token)}`,
    });
    return;
  }
  if (company) await optOutOfInvitations(serviceContext(ctx), optOut);
  ctx.body = unsubscribePage({
    title: 'You are unsubscribed',
    text: `${optOut.email} will get no more review invitations from ${name}.`,
  });
}
