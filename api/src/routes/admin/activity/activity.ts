import Router from '@koa/router';
import { serviceContext } from '../../../http/actor.ts';
import { requireAdmin } from '../../../http/auth.ts';
import { inputOf, validate } from '../../../http/validate.ts';
import { presentActivity } from '../../../presenters/admin/platform.ts';
import { activityStats, listActivity } from '../../../services/adminPanel/activity/listActivity.ts';
import { sendPage } from '../sendPage.ts';
import { ActivityListRequestSchema } from './schema.ts';

/** Platform Activity: the feed read from the activity log, and its counters. */
export const activityRouter = new Router();

activityRouter.get(
  '/activity',
  requireAdmin(),
  validate(ActivityListRequestSchema),
  async (ctx) => {
    const { query } = inputOf(ctx, ActivityListRequestSchema);
    sendPage(ctx, await listActivity(serviceContext(ctx, 'admin'), query), presentActivity);
  },
);

activityRouter.get('/activity/stats', requireAdmin(), async (ctx) => {
  ctx.body = await activityStats(serviceContext(ctx, 'admin'));
});
