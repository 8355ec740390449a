import { createHmac } from 'node:crypto';
import type { Context } from 'koa';
import { utcDay } from '#shared/dates/utcDay';
import type { ReviewType } from '../models/Review.ts';
import { secretKey } from './secretKey.ts';

/**
 * The key that allows one anonymous review, one complaint and one comment per client address per
 * company per UTC day (issue 34 item 1), whatever cookies the client sends or drops; keyed like the
 * votes' (`voteAddressHash`): the server's secret, so the stored hash tells nobody the address,
 * and the company and day, so two hashes of one address cannot be linked.
 */
export function reviewAddressHash(
  ctx: Context,
  companyId: number,
  type: ReviewType,
  day: string = utcDay(),
): string {
  return createHmac('sha256', secretKey(ctx.config.sessionSecret))
    .update(`review|${day}|${companyId}|${type}|${ctx.ip || 'unknown'}`)
    .digest('hex');
}
