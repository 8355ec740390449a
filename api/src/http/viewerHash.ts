import { createHmac } from 'node:crypto';
import type { Context } from 'koa';
import { utcDay } from '#shared/dates/utcDay';
import { actorKey } from '../context.ts';
import { secretKey } from './secretKey.ts';

/**
 * Who is viewing a profile or a review, for counting views once per viewer per day, without a
 * session and without storing who it is: the user or visitor id when the browser has one, else
 * its IP and user agent; keyed with the server's secret and the day, so the hash reveals nothing
 * and links nothing across days.
 */
export function viewerHash(ctx: Context, day: string = utcDay()) {
  const who = actorKey(ctx.state.actor) ?? `ip:${ctx.ip}|ua:${ctx.get('User-Agent')}`;
  return createHmac('sha256', secretKey(ctx.config.sessionSecret))
    .update(`${day}|${who}`)
    .digest('hex');
}
