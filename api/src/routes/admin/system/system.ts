import Router from '@koa/router';
import { serviceContext } from '../../../http/actor.ts';
import { requireAdmin } from '../../../http/auth.ts';
import { getSystemInfo } from '../../../services/adminPanel/system/systemInfo.ts';

/** The Settings screen's System box. */
export const systemRouter = new Router();

systemRouter.get('/system', requireAdmin(), async (ctx) => {
  ctx.body = await getSystemInfo(serviceContext(ctx, 'admin'));
});
