import Router from '@koa/router';
import type { Context } from 'koa';
import { accountThrottle } from '../../http/accountThrottle.ts';
import { serviceContext, signInUser, signOutUser } from '../../http/actor.ts';
import { unauthorized } from '../../http/errors.ts';
import { publicLimits } from '../../http/publicLimits.ts';
import { inputOf, validate } from '../../http/validate.ts';
import { presentAuthUser } from '../../presenters/user.ts';
import { authenticateUser } from '../../services/auth/authenticateUser.ts';
import { registerUser } from '../../services/auth/registerUser.ts';
import { AuthLoginSchema, AuthRegisterSchema } from './schema.ts';

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
