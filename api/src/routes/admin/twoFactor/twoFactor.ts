import Router from '@koa/router';
import type { Context } from 'koa';
import type { RecoveryCodes } from '#shared/schemas/responses/twoFactor';
import { createContext } from '../../../context.ts';
import { requireAdmin } from '../../../http/auth.ts';
import {
  enrollingAdmin,
  finishPendingSignIn,
  loadPendingAdmin,
  requireEnrollingAdmin,
} from '../../../http/pendingAdmin.ts';
import { byIp, rateLimit } from '../../../http/rateLimit.ts';
import { inputOf, validate } from '../../../http/validate.ts';
import type { AdminUser } from '../../../models/AdminUser.ts';
import { recordAdminSignIn } from '../../../services/admins/loginAdmin.ts';
import {
  confirmEnrolment,
  disableTwoFactor,
  startEnrolment,
} from '../../../services/admins/twoFactor/enrolment.ts';
import { isTwoFactorRequired, twoFactorStatus } from '../../../services/admins/twoFactor/state.ts';
import { TwoFactorCodeRequestSchema, TwoFactorEnrolRequestSchema } from './schema.ts';

/** Each of these checks a code: as slow to guess as the sign-in code step. */
const perAdminAndAddress = rateLimit({
  name: 'admin-two-factor',
  points: 20,
  windowSeconds: 15 * 60,
  key: (ctx: Context) =>
    `${byIp(ctx)}:${ctx.state.admin?.id ?? ctx.state.pendingAdmin?.admin.id ?? ''}`,
});

/** Reading one's own state: generous, but bounded like every route. */
const readsPerAdmin = rateLimit({
  name: 'admin-two-factor-read',
  points: 300,
  windowSeconds: 15 * 60,
  key: (ctx: Context) => `${byIp(ctx)}:${ctx.state.admin?.id ?? ''}`,
});

/** The admin acting on their own two-factor (their account, even half-way through sign-in). */
const actingAs = (ctx: Context, admin: AdminUser) =>
  createContext({
    db: ctx.db,
    config: ctx.config,
    logger: ctx.log,
    actor: { type: 'admin', admin },
  });

/** An admin's own two-factor sign-in: its state, (re-)enrolment, and turning it off. */
export const twoFactorRouter = new Router();

twoFactorRouter.get('/two-factor', requireAdmin(), readsPerAdmin, async (ctx) => {
  ctx.body = await twoFactorStatus(actingAs(ctx, ctx.state.admin!), ctx.state.admin!.id);
});

twoFactorRouter.post(
  '/two-factor/enrolment',
  loadPendingAdmin,
  requireEnrollingAdmin,
  perAdminAndAddress,
  validate(TwoFactorEnrolRequestSchema),
  async (ctx) => {
    const { body } = inputOf(ctx, TwoFactorEnrolRequestSchema);
    const admin = enrollingAdmin(ctx);
    ctx.body = await startEnrolment(actingAs(ctx, admin), { admin, code: body.code });
  },
);

twoFactorRouter.post(
  '/two-factor/enrolment/confirm',
  loadPendingAdmin,
  requireEnrollingAdmin,
  perAdminAndAddress,
  validate(TwoFactorCodeRequestSchema),
  async (ctx) => {
    const { body } = inputOf(ctx, TwoFactorCodeRequestSchema);
    const admin = enrollingAdmin(ctx);
    const service = actingAs(ctx, admin);
    const recoveryCodes = await confirmEnrolment(service, { admin, code: body.code });
    // Enrolment was the step left of a sign-in: it is complete now.
    const signedIn = !ctx.state.admin;
    if (signedIn)
      await finishPendingSignIn(ctx, await recordAdminSignIn(service, admin, { ip: ctx.ip }));
    ctx.body = { recoveryCodes, signedIn } satisfies RecoveryCodes;
  },
);

twoFactorRouter.post(
  '/two-factor/disable',
  requireAdmin(),
  perAdminAndAddress,
  validate(TwoFactorCodeRequestSchema),
  async (ctx) => {
    const { body } = inputOf(ctx, TwoFactorCodeRequestSchema);
    const admin = ctx.state.admin!;
    const service = actingAs(ctx, admin);
    await disableTwoFactor(service, {
      admin,
      code: body.code,
      required: await isTwoFactorRequired(service),
    });
    ctx.body = { message: 'Two-factor sign-in is off' };
  },
);
