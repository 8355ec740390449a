import type { Context } from 'koa';
import { byIp, countRequest, rateLimitKey } from './rateLimit.ts';

/** New company profiles one client address may create by looking domains up, per hour. */
export const CREATIONS_PER_ADDRESS_HOUR = 30;
/** New company profiles the whole site creates from lookups, per minute, whoever asks. */
export const CREATIONS_PER_MINUTE = 120;

/**
 * Counts one company profile about to be created by a lookup (`GET
 * /api/companies/domain/{domain}` of a domain nobody looked up before): each creates a company,
 * an activity row and a homepage-fetching job, so a script walking a domain list could create
 * millions. Per address first (one client), then for the whole site (many addresses); over
 * either → 429 with `Retry-After`, before anything is written. Lookups of existing companies
 * never come here, and a signed-in reviewer's review of a new domain is counted by the review
 * limits instead.
 */
export async function countCompanyCreation(ctx: Context): Promise<void> {
  await countRequest(ctx.db.knex, {
    rules: new Map([
      [rateLimitKey('company-create', byIp(ctx)), { points: CREATIONS_PER_ADDRESS_HOUR }],
    ]),
    windowSeconds: 60 * 60,
  });
  await countRequest(ctx.db.knex, {
    rules: new Map([[rateLimitKey('company-create', 'site'), { points: CREATIONS_PER_MINUTE }]]),
    windowSeconds: 60,
  });
}
