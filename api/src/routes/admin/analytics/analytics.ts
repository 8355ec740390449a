import Router from '@koa/router';
import { serviceContext } from '../../../http/actor.ts';
import { requireAdmin } from '../../../http/auth.ts';
import { getAnalytics } from '../../../services/adminPanel/analytics/getAnalytics.ts';

/** The Analytics screen's charts. */
export const analyticsRouter = new Router();

analyticsRouter.get('/analytics', requireAdmin(), async (ctx) => {
  ctx.body = await getAnalytics(serviceContext(ctx, 'admin'));
});
