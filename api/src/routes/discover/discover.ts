import Router from '@koa/router';
import { serviceContext } from '../../http/actor.ts';
import { discover } from '../../services/discovery/discover.ts';
import { memoize } from '../../services/discovery/memo.ts';

/** The home page's discovery lists (issue 14 item 2): one call, the same for every visitor. */
export const discoverRouter = new Router();

discoverRouter.get('/discover', async (ctx) => {
  const service = serviceContext(ctx);
  ctx.body = await memoize(service.db, 'discover', () => discover(service));
  ctx.set('Cache-Control', 'public, max-age=60');
});
