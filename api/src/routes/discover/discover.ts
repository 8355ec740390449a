import Router from '@koa/router';
import { readOnReplica } from '../../http/readRouting.ts';
import { discover } from '../../services/discovery/discover.ts';
import { memoize } from '../../services/discovery/memo.ts';

/** The home page's discovery lists (issue 14 item 2): one call, the same for every visitor. */
export const discoverRouter = new Router();

discoverRouter.get('/discover', async (ctx) => {
  ctx.body = await memoize(ctx.db, 'discover', () => readOnReplica(ctx, discover));
  ctx.set('Cache-Control', 'public, max-age=60');
});
