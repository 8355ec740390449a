import Router from '@koa/router';
import { serviceContext, signOutUser } from '../../http/actor.ts';
import { publicLimits } from '../../http/publicLimits.ts';
import { inputOf, validate } from '../../http/validate.ts';
import { requestPasswordReset, resetPassword } from '../../services/auth/passwordReset.ts';
import { ForgotPasswordRequestSchema, PasswordResetRequestSchema } from './schema.ts';

/** "Forgot password?" and the reset link's form, for public users (issue 34 item 5). */
export const passwordResetRouter = new Router({ prefix: '/auth' });

/** The same 202 whether or not the address has an account: nobody learns who is registered. */
passwordResetRouter.post(
  '/forgot-password',
  publicLimits.forgotPassword,
  validate(ForgotPasswordRequestSchema),
  async (ctx) => {
    const { body } = inputOf(ctx, ForgotPasswordRequestSchema);
    await requestPasswordReset(serviceContext(ctx), body.email);
    ctx.status = 202;
    ctx.body = {
      message: 'If an account exists for this email, we have sent it a link to reset the password.',
    };
  },
);

/** A used, unknown or expired link answers 410 with the reason (the page shows it). */
passwordResetRouter.post(
  '/reset-password',
  publicLimits.accountLink,
  validate(PasswordResetRequestSchema),
  async (ctx) => {
    const { body } = inputOf(ctx, PasswordResetRequestSchema);
    const userId = await resetPassword(serviceContext(ctx), body);
    const actor = ctx.state.actor;
    // Its row was signed out with the others; this keeps koa-session from saving it back.
    if (actor.type === 'user' && actor.user.id === userId) signOutUser(ctx);
    ctx.body = { message: 'Your password has been reset. Please sign in with your new password.' };
  },
);
