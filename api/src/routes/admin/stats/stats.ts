import Router from '@koa/router';
import { serviceContext } from '../../../http/actor.ts';
import { requireAdmin } from '../../../http/auth.ts';
import { getAdminStats } from '../../../services/adminPanel/stats/getAdminStats.ts';

/** The dashboard's tiles, this month's counts and recent activity. */
export const statsRouter = new Router();

statsRouter.get('/stats', requireAdmin(), async (ctx) => {
  ctx.body = await getAdminStats(serviceContext(ctx, 'admin'));
});
