import Router from '@koa/router';
import { serviceContext } from '../../../http/actor.ts';
import { requireAdmin } from '../../../http/auth.ts';
import { inputOf, validate } from '../../../http/validate.ts';
import { presentAdminUser } from '../../../presenters/admin/adminUser.ts';
import {
  listAdminUsers,
  resetAdminPassword,
  setAdminActive,
} from '../../../services/adminAccounts/manageAdmins.ts';
import { AdminUserRequestSchema, ResetPasswordRequestSchema } from './schema.ts';

/** Manage Admin Users: the accounts, password reset, activate/deactivate (super admins). */
export const adminUsersRouter = new Router();

adminUsersRouter.get('/admin-users', requireAdmin('super_admin'), async (ctx) => {
  const admins = await listAdminUsers(serviceContext(ctx, 'admin'));
  ctx.body = admins.map(presentAdminUser);
});

adminUsersRouter.put(
  '/admin-users/:id/password',
  requireAdmin('super_admin'),
  validate(ResetPasswordRequestSchema),
  async (ctx) => {
    const { params, body } = inputOf(ctx, ResetPasswordRequestSchema);
    const admin = await resetAdminPassword(serviceContext(ctx, 'admin'), params, body.password);
    ctx.body = { message: 'Password reset', admin: presentAdminUser(admin) };
  },
);

for (const [action, isActive] of [
  ['activate', true],
  ['deactivate', false],
] as const) {
  adminUsersRouter.post(
    `/admin-users/:id/${action}`,
    requireAdmin('super_admin'),
    validate(AdminUserRequestSchema),
    async (ctx) => {
      const { params } = inputOf(ctx, AdminUserRequestSchema);
      const admin = await setAdminActive(serviceContext(ctx, 'admin'), params, isActive);
      ctx.body = presentAdminUser(admin);
    },
  );
}
