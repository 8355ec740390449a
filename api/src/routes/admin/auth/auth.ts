import Router from '@koa/router';
import type { Context } from 'koa';
import type { InvitationAccepted } from '#shared/types/admin';
import { accountThrottle } from '../../../http/accountThrottle.ts';
import { serviceContext, signInAdmin, signOutAdmin } from '../../../http/actor.ts';
import { requireAdmin } from '../../../http/auth.ts';
import { byIp, rateLimit } from '../../../http/rateLimit.ts';
import { inputOf, validate } from '../../../http/validate.ts';
import { presentAdminUser } from '../../../presenters/admin/adminUser.ts';
import { acceptInvitation } from '../../../services/admins/acceptInvitation.ts';
import { loginAdmin } from '../../../services/admins/loginAdmin.ts';
import { AcceptInvitationRequestSchema, AdminLoginRequestSchema } from './schema.ts';

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
const acceptPerAddress = rateLimit({
  name: 'accept-invitation',
  points: 20,
  windowSeconds: FIFTEEN_MINUTES,
  key: byIp,
});

/** Admin sign-in, sign-out, the signed-in admin, and accepting an invitation. */
export const adminAuthRouter = new Router();

adminAuthRouter.post(
  '/login',
  loginPerAddress,
  loginPerAccount,
  accountThrottle('admin'),
  validate(AdminLoginRequestSchema),
  async (ctx) => {
    const { body } = inputOf(ctx, AdminLoginRequestSchema);
    const admin = await loginAdmin(serviceContext(ctx), body);
    await signInAdmin(ctx, admin);
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
