import Router from '@koa/router';
import type { Context } from 'koa';
import { accountThrottle } from '../../http/accountThrottle.ts';
import { serviceContext, signInUser, signOutUser } from '../../http/actor.ts';
import { requireUser } from '../../http/auth.ts';
import { unauthorized } from '../../http/errors.ts';
import { idempotent } from '../../http/idempotency.ts';
import { publicLimits } from '../../http/publicLimits.ts';
import { inputOf, validate } from '../../http/validate.ts';
import { requestContext } from '../../http/writer.ts';
import { presentAuthUser } from '../../presenters/user.ts';
import { authenticateUser } from '../../services/auth/authenticateUser.ts';
import {
  sendVerificationMail,
  VERIFY_EMAIL_PAGE,
  verifyEmail,
} from '../../services/auth/emailVerification.ts';
import { registerUser } from '../../services/auth/registerUser.ts';
import {
  AuthLoginSchema,
  AuthRegisterSchema,
  VerifyEmailLinkSchema,
  VerifyEmailSchema,
} from './schema.ts';

/** Sign-up, sign-in and sign-out of public users (public-site.md §7). */
export const authRouter = new Router({ prefix: '/auth' });

authRouter.get('/user', (ctx) => {
  const actor = ctx.state.actor;
  if (actor.type !== 'user') throw unauthorized('Not signed in');
  ctx.body = presentAuthUser(actor.user);
});

authRouter.post(
  '/login',
  publicLimits.login,
  accountThrottle('user'),
  validate(AuthLoginSchema),
  async (ctx) => {
    const { body } = inputOf(ctx, AuthLoginSchema);
    const user = await authenticateUser(serviceContext(ctx), body, visitorIdOf(ctx));
    await signInUser(ctx, user);
    ctx.body = presentAuthUser(user);
  },
);

authRouter.post('/register', publicLimits.register, validate(AuthRegisterSchema), async (ctx) => {
  const { body } = inputOf(ctx, AuthRegisterSchema);
  const user = await registerUser(serviceContext(ctx), body, visitorIdOf(ctx));
  await signInUser(ctx, user);
  ctx.status = 201;
  ctx.body = presentAuthUser(user);
});

/**
 * The link of mails sent before the link's page existed: it changes nothing (a scanner that
 * pre-fetches links must not spend the token) and sends the browser to the page whose button
 * confirms (issue 38).
 */
authRouter.get('/verify-email', validate(VerifyEmailLinkSchema), (ctx) => {
  const { query } = inputOf(ctx, VerifyEmailLinkSchema);
  ctx.status = 303;
  ctx.redirect(`${VERIFY_EMAIL_PAGE}?token=${encodeURIComponent(query.token)}`);
});

/** The link page's button. A used, unknown or expired link answers 410 with the reason. */
authRouter.post('/verify-email', validate(VerifyEmailSchema), async (ctx) => {
  const { body } = inputOf(ctx, VerifyEmailSchema);
  const user = await verifyEmail(serviceContext(ctx), body.token);
  ctx.body = { message: 'Email verified', user: presentAuthUser(user) };
});

/** A new link for the signed-in user, at most 3 an hour (each is a mail to an address). */
authRouter.post(
  '/verify-email/resend',
  publicLimits.verifyResend,
  requireUser,
  idempotent(),
  async (ctx) => {
    const actor = ctx.state.actor;
    if (actor.type !== 'user') throw unauthorized('Please sign in first');
    await sendVerificationMail(requestContext(ctx), actor.user);
    ctx.status = 202;
    ctx.body = { message: 'Verification email sent' };
  },
);

authRouter.post('/logout', (ctx) => {
  // Signed out already is fine: the outcome the caller wants is the same.
  if (ctx.state.actor.type === 'user') signOutUser(ctx);
  ctx.body = { message: 'Logged out' };
});

/** The browser's anonymous visitor id, whose items signing in attaches to the account. */
function visitorIdOf(ctx: Context): string | undefined {
  const actor = ctx.state.actor;
  return actor.type === 'visitor' || actor.type === 'user' ? actor.visitorId : undefined;
}
