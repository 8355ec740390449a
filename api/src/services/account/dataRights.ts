import type { DataRights } from '#shared/types/api';
import type { Context } from '../../context.ts';
import { forbidden, unauthorized } from '../../http/errors.ts';
import type { User } from '../../models/User.ts';
import { getSettings } from '../settings/settings.ts';

/** What the "Your data" section offers, from the admin's "GDPR mode" and support email. */
export async function getDataRights(ctx: Context): Promise<DataRights> {
  const settings = await getSettings(ctx);
  return { selfService: settings.gdprMode, supportEmail: settings.supportEmail };
}

/**
 * The signed-in user who may export or delete their own account: 401 signed out, 403 with
 * the support address when GDPR mode is off (support then handles such requests by hand).
 */
export async function selfServiceUser(ctx: Context): Promise<User> {
  if (ctx.actor.type !== 'user') throw unauthorized('Please sign in first');
  const rights = await getDataRights(ctx);
  if (!rights.selfService) {
    throw forbidden(`Account export and deletion are handled by support: ${rights.supportEmail}`);
  }
  return ctx.actor.user;
}
