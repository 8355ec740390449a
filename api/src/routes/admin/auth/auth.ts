import Router from '@koa/router';
import type { Context } from 'koa';
import type { TwoFactorStep } from '#shared/schemas/responses/twoFactor';
import type { InvitationAccepted } from '#shared/types/admin';
import { accountThrottle, LOGIN_THROTTLE } from '../../../http/accountThrottle.ts';
import { serviceContext, signInAdmin, signOutAdmin } from '../../../http/actor.ts';
import { requireAdmin } from '../../../http/auth.ts';
import {
  beginPendingSignIn,
  finishPendingSignIn,
  loadPendingAdmin,
  requirePendingCode,
} from '../../../http/pendingAdmin.ts';
import { byIp, rateLimit } from '../../../http/rateLimit.ts';
import { inputOf, validate } from '../../../http/validate.ts';
import { presentAdminUser } from '../../../presenters/admin/adminUser.ts';
import { acceptInvitation } from '../../../services/admins/acceptInvitation.ts';
import { loginAdmin, recordAdminSignIn } from '../../../services/admins/loginAdmin.ts';
import { checkSignInCode } from '../../../services/admins/twoFactor/signInCode.ts';
import { secondStepFor } from '../../../services/admins/twoFactor/state.ts';
import {
  AcceptInvitationRequestSchema,
  AdminLoginCodeRequestSchema,
  AdminLoginRequestSchema,
} from './schema.ts';

const FIFTEEN_MINUTES = 15 * 60;

/** Guessing one admin's password from one address is slow; many accounts from one, too. */
const loginPerAccount = rateLimit({
  name: 'admin-login',
  points: 10,
  windowSeconds: FIFTEEN_MINUTES,
  key: (ctx: Context) => {
    const email = (ctx.request.body as { email?: unknown } | undefined)?.email;
    return `${byIp(ctx)}:${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
  },
});
const loginPerAddress = rateLimit({
  name: 'admin-login-ip',
  points: 100,
  windowSeconds: FIFTEEN_MINUTES,
  key: byIp,
});
const codePerAccount = rateLimit({
  name: 'admin-login-code',
  points: 10,
  windowSeconds: FIFTEEN_MINUTES,
  key: (ctx: Context) => `${byIp(ctx)}:${ctx.state.pendingAdmin?.admin.id ?? ''}`,
});
const acceptPerAddress = rateLimit({
  name: 'accept-invitation',
  points: 20,
  windowSeconds: FIFTEEN_MINUTES,
  key: byIp,
});

/** Admin sign-in, sign-out, the signed-in admin, and accepting an invitation. */
export const adminAuthRouter = new Router();

/** Only a complete sign-in clears the account's failures, not a password with a step to go. */
const signedIn = (ctx: Context) => ctx.state.admin !== undefined;

adminAuthRouter.post(
  '/login',
  loginPerAddress,
  loginPerAccount,
  accountThrottle('admin', LOGIN_THROTTLE, { clears: signedIn }),
  validate(AdminLoginRequestSchema),
  async (ctx) => {
    const { body } = inputOf(ctx, AdminLoginRequestSchema);
    const service = serviceContext(ctx);
    const admin = await loginAdmin(service, body);
    const step = await secondStepFor(service, admin.id);
    if (step) {
      await beginPendingSignIn(ctx, admin, step);
      ctx.body = {
        twoFactor: step,
        message:
          step === 'code'
            ? 'Enter the 6-digit code from your authenticator app'
            : 'Two-factor sign-in is required: set it up to continue',
      } satisfies TwoFactorStep;
      return;
    }
    const signedInAdmin = await recordAdminSignIn(service, admin, { ip: ctx.ip });
    await signInAdmin(ctx, signedInAdmin);
    ctx.body = presentAdminUser(signedInAdmin);
  },
);

/**
 * The code step of a sign-in: a code from the app or a recovery code. Wrong codes count like
 * wrong passwords, per account (the same delay) and per address (the same limit).
 */
adminAuthRouter.post(
  '/login/code',
  loginPerAddress,
  loadPendingAdmin,
  requirePendingCode,
  codePerAccount,
  accountThrottle('admin', LOGIN_THROTTLE, {
    account: (ctx) => ctx.state.pendingAdmin?.admin.email,
    clears: signedIn,
  }),
  validate(AdminLoginCodeRequestSchema),
  async (ctx) => {
    const { body } = inputOf(ctx, AdminLoginCodeRequestSchema);
    const service = serviceContext(ctx);
    const pending = ctx.state.pendingAdmin!.admin;
    await checkSignInCode(service, { adminId: pending.id, ...body });
    const admin = await recordAdminSignIn(service, pending, { ip: ctx.ip });
    await finishPendingSignIn(ctx, admin);
    ctx.body = presentAdminUser(admin);
  },
);

adminAuthRouter.post('/logout', (ctx) => {
  signOutAdmin(ctx);
  ctx.body = { message: 'You have been successfully logged out' };
});

adminAuthRouter.get('/me', requireAdmin(), (ctx) => {
  ctx.body = presentAdminUser(ctx.state.admin!);
});

adminAuthRouter.post(
  '/accept-invitation',
  acceptPerAddress,
  validate(AcceptInvitationRequestSchema),
  async (ctx) => {
    const { body } = inputOf(ctx, AcceptInvitationRequestSchema);
    const admin = await acceptInvitation(serviceContext(ctx), body);
    ctx.status = 201;
    ctx.body = {
      message: 'Account created',
      admin: presentAdminUser(admin),
    } satisfies InvitationAccepted;
  },
);
