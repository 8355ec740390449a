import Router from '@koa/router';
import { serviceContext } from '../../../http/actor.ts';
import { requireAdmin } from '../../../http/auth.ts';
import { inputOf, validate } from '../../../http/validate.ts';
import { getSettings, updateSettings } from '../../../services/settings/settings.ts';
import { SettingsUpdateRequestSchema } from './schema.ts';

/** The Settings screen's form, persisted. */
export const settingsRouter = new Router();

settingsRouter.get('/settings', requireAdmin(), async (ctx) => {
  ctx.body = await getSettings(serviceContext(ctx, 'admin'));
});

settingsRouter.put(
  '/settings',
  requireAdmin(),
  validate(SettingsUpdateRequestSchema),
  async (ctx) => {
    const { body } = inputOf(ctx, SettingsUpdateRequestSchema);
    ctx.body = await updateSettings(serviceContext(ctx, 'admin'), body);
  },
);
