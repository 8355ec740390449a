import Router from '@koa/router';
import { readOnReplica } from '../../http/readRouting.ts';
import { getSiteInfo } from '../../services/settings/settings.ts';

/** The platform name, tagline and support address the admin Settings screen sets. */
export const siteRouter = new Router();

siteRouter.get('/site', async (ctx) => {
  ctx.body = await readOnReplica(ctx, getSiteInfo);
  // A renamed platform shows everywhere within a minute; the PWA keeps the last answer offline.
  ctx.set('Cache-Control', 'public, max-age=60');
});
