import { createHmac } from 'node:crypto';
import type { Context } from 'koa';
import { utcDay } from '#shared/dates/utcDay';
import { secretKey } from './secretKey.ts';

/**
 * The key that limits anonymous votes to one opinion and one clap per client address per review
 * per day (issue 13 item 6), whatever cookies the client sends or drops. Only the address: a
 * user agent costs a stuffer nothing to change. Keyed with the server's secret and including
 * the review and the day, so the stored hash tells nobody the address, and two hashes of one
 * address on two reviews (or two days) cannot be linked. Behind a proxy the address is the
 * forwarded one only when TRUST_PROXY is set.
 */
export function voteAddressHash(ctx: Context, reviewId: number, day: string = utcDay()): string {
  return createHmac('sha256', secretKey(ctx.config.sessionSecret))
    .update(`vote|${day}|${reviewId}|${ctx.ip || 'unknown'}`)
    .digest('hex');
}
