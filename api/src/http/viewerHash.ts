import { createHmac } from 'node:crypto';
import type { Context } from 'koa';
import { actorKey } from '../context.ts';
import { secretKey } from './secretKey.ts';

/**
 * Who is viewing a profile or a review, for counting views once per viewer per day, without a
 * session: the user or visitor id when the browser has one, else its IP and user agent. Only
 * ever kept hashed (`viewerHash`); the view counter hashes it when it writes (off the request).
 */
export function viewerOf(ctx: Context): string {
  return actorKey(ctx.state.actor) ?? `ip:${ctx.ip}|ua:${ctx.get('User-Agent')}`;
}

/**
 * A viewer as the views tables keep them: keyed with the server's secret and the day, so the
 * hash reveals nothing and links nothing across days.
 */
export function viewerHash(secret: string, viewer: string, day: string): string {
  return createHmac('sha256', secretKey(secret)).update(`${day}|${viewer}`).digest('hex');
}
