import { createHash } from 'node:crypto';
import type { Context, Next } from 'koa';
import { prepared } from '../db/preparedStatement.ts';
import { tooManyRequests } from './errors.ts';

export interface RateLimitRule {
  /** Names the limit in keys and messages (`login`, `review`). */
  name: string;
  /** Requests allowed per window. */
  points: number;
  windowSeconds: number;
  /** Whom to count: e.g. the client IP, or the visitor. `undefined` skips the limit. */
  key(ctx: Context): string | undefined;
}

/**
 * The stored key of one limit for one client. Hashed: `who` may carry raw client input (an
 * email typed at sign-in, before validation), which must never reach the database as it came
 * (NUL characters, megabytes of text).
 */
export function rateLimitKey(name: string, who: string): string {
  return `${name}:${createHash('sha256').update(who).digest('base64url')}`;
}

/**
 * A fixed-window limit shared by every instance (counters in `rate_limits`): one atomic
 * upsert per limited request. Over the limit → 429 with `Retry-After`.
 */
export function rateLimit(rule: RateLimitRule) {
  return rateLimitAll([rule]);
}

/**
 * Several limits on one route (e.g. per visitor and per address) counted in one statement, so
 * a second limit costs no second round trip. The rules share one window length.
 */
export function rateLimitAll(rules: readonly RateLimitRule[]) {
  const windowSeconds = rules[0]?.windowSeconds ?? 0;
  if (rules.some((rule) => rule.windowSeconds !== windowSeconds)) {
    throw new Error('rateLimitAll: the rules must share one window');
  }
  return async function limit(ctx: Context, next: Next): Promise<void> {
    const counted = new Map<string, RateLimitRule>();
    for (const rule of rules) {
      const who = rule.key(ctx);
      if (who !== undefined) counted.set(rateLimitKey(rule.name, who), rule);
    }
    if (counted.size === 0) return next();
    const { rows } = await ctx.db.knex
      .raw<{
        rows: Array<{ key: string; count: number; windowStart: Date }>;
      }>(
        `insert into rate_limits (key, count, window_start) select unnest(?::text[]), 1, now()
       on conflict (key) do update set
         count = case when rate_limits.window_start <= now() - make_interval(secs => ?)
                      then 1 else rate_limits.count + 1 end,
         window_start = case when rate_limits.window_start <= now() - make_interval(secs => ?)
                             then now() else rate_limits.window_start end
       returning key, count, window_start as "windowStart"`,
        [[...counted.keys()], windowSeconds, windowSeconds],
      )
      .options(prepared('rate-limit-count'));
    const over = rows.filter((row) => row.count > (counted.get(row.key)?.points ?? Infinity));
    if (over.length > 0) {
      // Every limit must have room again: wait for the window that ends last.
      const started = Math.max(...over.map((row) => new Date(row.windowStart).getTime()));
      const retryAfter = Math.max(1, windowSeconds - (Date.now() - started) / 1000);
      throw tooManyRequests(retryAfter, 'Too many requests, please try again later');
    }
    await next();
  };
}

/** The client's address (behind a proxy only when TRUST_PROXY is set). */
export const byIp = (ctx: Context) => ctx.ip || 'unknown';
