import { Readable } from 'node:stream';
import Router from '@koa/router';
import { serviceContext } from '../../../http/actor.ts';
import { requireAdmin } from '../../../http/auth.ts';
import { inputOf, validate } from '../../../http/validate.ts';
import { presentAdminUserDetail, presentAdminUserItem } from '../../../presenters/admin/user.ts';
import { listUsers } from '../../../services/adminPanel/users/listUsers.ts';
import {
  exportUserData,
  getUserDetail,
  setUserActive,
} from '../../../services/adminPanel/users/manageUser.ts';
import { sendPage } from '../sendPage.ts';
import { UserListRequestSchema, UserRequestSchema } from './schema.ts';

/**
 * The admin Users screen: public accounts searched by email and name; one account's detail,
 * deactivation and re-activation, and its data export for a data-subject request.
 */
export const usersRouter = new Router();

usersRouter.get('/users', requireAdmin(), validate(UserListRequestSchema), async (ctx) => {
  const { query } = inputOf(ctx, UserListRequestSchema);
  sendPage(ctx, await listUsers(serviceContext(ctx, 'admin'), query), presentAdminUserItem);
});

usersRouter.get('/users/:id', requireAdmin(), validate(UserRequestSchema), async (ctx) => {
  const { params } = inputOf(ctx, UserRequestSchema);
  ctx.body = presentAdminUserDetail(await getUserDetail(serviceContext(ctx, 'admin'), params.id));
});

for (const [action, active] of [
  ['activate', true],
  ['deactivate', false],
] as const) {
  usersRouter.post(
    `/users/:id/${action}`,
    requireAdmin(),
    validate(UserRequestSchema),
    async (ctx) => {
      const { params } = inputOf(ctx, UserRequestSchema);
      const user = await setUserActive(serviceContext(ctx, 'admin'), params.id, active);
      ctx.body = presentAdminUserItem(user);
    },
  );
}

usersRouter.get('/users/:id/export', requireAdmin(), validate(UserRequestSchema), async (ctx) => {
  const { params } = inputOf(ctx, UserRequestSchema);
  const { user, chunks } = await exportUserData(serviceContext(ctx, 'admin'), params.id);
  const day = new Date().toISOString().slice(0, 10);
  ctx.set('Content-Disposition', `attachment; filename="b2b-reviews-user-${user.id}-${day}.json"`);
  ctx.set('Cache-Control', 'no-store');
  ctx.type = 'application/json';
  const body = Readable.from(chunks);
  // Headers are gone by the time a page fails: the download ends short, and the log says why.
  body.on('error', (error) => ctx.log.error({ err: error }, 'User data export failed'));
  ctx.body = body;
});
