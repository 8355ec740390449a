import { Readable } from 'node:stream';
import Router from '@koa/router';
import type { Context } from 'koa';
import { accountThrottle, LOGIN_THROTTLE } from '../../http/accountThrottle.ts';
import { serviceContext, signOutUser } from '../../http/actor.ts';
import { requireUser } from '../../http/auth.ts';
import { publicLimits } from '../../http/publicLimits.ts';
import { sessionOf } from '../../http/session.ts';
import { inputOf, validate } from '../../http/validate.ts';
import { getDataRights, selfServiceUser } from '../../services/account/dataRights.ts';
import { deleteAccount } from '../../services/account/deleteAccount.ts';
import { exportAccountJson } from '../../services/account/exportAccount.ts';
import { AccountDeleteRequestSchema } from './schema.ts';

/** GDPR mode (issue 15): a signed-in user's data export and account deletion. */
export const accountRouter = new Router({ prefix: '/account' });

/** Whether the "Your data" section offers the two buttons, or the support address. */
accountRouter.get('/data-rights', async (ctx) => {
  ctx.body = await getDataRights(serviceContext(ctx));
});

accountRouter.get('/export', publicLimits.accountExport, requireUser, async (ctx) => {
  const context = serviceContext(ctx);
  const user = await selfServiceUser(context);
  const day = new Date().toISOString().slice(0, 10);
  ctx.set('Content-Disposition', `attachment; filename="b2b-reviews-account-${day}.json"`);
  ctx.set('Cache-Control', 'no-store');
  ctx.type = 'application/json';
  const body = Readable.from(exportAccountJson(context, user));
  // Headers are gone by the time a page fails: the download ends short, and the log says why.
  body.on('error', (error) => ctx.log.error({ err: error }, 'Account export failed'));
  ctx.body = body;
});

accountRouter.delete(
  '/',
  publicLimits.accountDelete,
  requireUser,
  validate(AccountDeleteRequestSchema),
  // A wrong password here counts toward the account's sign-in lock-out, like one at sign-in.
  accountThrottle('user', LOGIN_THROTTLE, { account: signedInEmail, failureStatus: 400 }),
  async (ctx) => {
    const { body } = inputOf(ctx, AccountDeleteRequestSchema);
    await deleteAccount(serviceContext(ctx), body);
    signOutUser(ctx);
    const session = sessionOf(ctx);
    delete session.visitorId;
    // Nothing left to keep unless an admin is signed in in the same browser.
    if (!session.adminId) ctx.session = null;
    ctx.body = { message: 'Account deleted' };
  },
);

function signedInEmail(ctx: Context): string | undefined {
  const actor = ctx.state.actor;
  return actor.type === 'user' ? actor.user.email : undefined;
}
