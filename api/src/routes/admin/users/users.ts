import Router from '@koa/router';
import { serviceContext } from '../../../http/actor.ts';
import { requireAdmin } from '../../../http/auth.ts';
import { inputOf, validate } from '../../../http/validate.ts';
import { presentAdminUserItem } from '../../../presenters/admin/user.ts';
import { listUsers } from '../../../services/adminPanel/users/listUsers.ts';
import { sendPage } from '../sendPage.ts';
import { UserListRequestSchema } from './schema.ts';

/** The admin Users screen: public accounts, searched by email and name. */
export const usersRouter = new Router();

usersRouter.get('/users', requireAdmin(), validate(UserListRequestSchema), async (ctx) => {
  const { query } = inputOf(ctx, UserListRequestSchema);
  sendPage(ctx, await listUsers(serviceContext(ctx, 'admin'), query), presentAdminUserItem);
});
