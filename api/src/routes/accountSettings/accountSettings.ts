import Router from '@koa/router';
import type { Context } from 'koa';
import { accountThrottle, LOGIN_THROTTLE } from '../../http/accountThrottle.ts';
import { serviceContext, signInUser } from '../../http/actor.ts';
import { requireUser } from '../../http/auth.ts';
import { publicLimits } from '../../http/publicLimits.ts';
import { inputOf, validate } from '../../http/validate.ts';
import { presentAuthUser } from '../../presenters/user.ts';
import { changeName, changePassword } from '../../services/account/changeAccount.ts';
import { confirmEmailChange, requestEmailChange } from '../../services/account/changeEmail.ts';
import {
  AccountEmailConfirmRequestSchema,
  AccountEmailRequestSchema,
  AccountNameRequestSchema,
  AccountPasswordRequestSchema,
} from './schema.ts';

/** A signed-in user's own settings: name, password, email (issue 34 item 5). */
export const accountSettingsRouter = new Router({ prefix: '/account' });

// A wrong current password counts toward the account's sign-in lock-out, like one at sign-in
// (and like the one that deletes the account): these routes answer it with 400.
const passwordThrottle = () =>
  accountThrottle('user', LOGIN_THROTTLE, { account: signedInEmail, failureStatus: 400 });

accountSettingsRouter.patch(
  '/name',
  publicLimits.accountSettings,
  requireUser,
  validate(AccountNameRequestSchema),
  async (ctx) => {
    const { body } = inputOf(ctx, AccountNameRequestSchema);
    ctx.body = presentAuthUser(await changeName(serviceContext(ctx), body));
  },
);

/** Every other session of the account ends; this one carries on under a new id. */
accountSettingsRouter.put(
  '/password',
  publicLimits.accountSettings,
  requireUser,
  validate(AccountPasswordRequestSchema),
  passwordThrottle(),
  async (ctx) => {
    const { body } = inputOf(ctx, AccountPasswordRequestSchema);
    const user = await changePassword(serviceContext(ctx), body);
    await signInUser(ctx, user);
    ctx.body = { message: 'Your password has been changed. Other devices have been signed out.' };
  },
);

/** Mails the new address a link; nothing changes until it is followed. */
accountSettingsRouter.post(
  '/email',
  publicLimits.accountSettings,
  requireUser,
  validate(AccountEmailRequestSchema),
  passwordThrottle(),
  async (ctx) => {
    const { body } = inputOf(ctx, AccountEmailRequestSchema);
    const { pendingEmail } = await requestEmailChange(serviceContext(ctx), body);
    ctx.status = 202;
    ctx.body = {
      message: `We have sent a link to ${pendingEmail}. Your email changes when you open it.`,
      pendingEmail,
    };
  },
);

/**
 * The button of the page the mailed link opens. No sign-in needed: the token proves the new
 * address, and the link may well be opened on another device.
 */
accountSettingsRouter.post(
  '/email/confirm',
  publicLimits.accountLink,
  validate(AccountEmailConfirmRequestSchema),
  async (ctx) => {
    const { body } = inputOf(ctx, AccountEmailConfirmRequestSchema);
    const user = await confirmEmailChange(serviceContext(ctx), body.token);
    ctx.body = { message: `Your email address is now ${user.email}.`, email: user.email };
  },
);

function signedInEmail(ctx: Context): string | undefined {
  const actor = ctx.state.actor;
  return actor.type === 'user' ? actor.user.email : undefined;
}
