import { createHash } from 'node:crypto';
import type { Context, Next } from 'koa';
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
 * A fixed-window limit shared by every instance (counters in `rate_limits`): one atomic
 * upsert per limited request. Over the limit → 429 with `Retry-After`.
 */
export function rateLimit(rule: RateLimitRule) {
  return async function limit(ctx: Context, next: Next): Promise<void> {
    const who = rule.key(ctx);
    if (who === undefined) return next();
    // Hashed: `who` may carry raw client input (an email typed at sign-in, before validation),
    // which must never reach the database as it came (NUL characters, megabytes of text).
    const key = `${rule.name}:${createHash('sha256').update(who).digest('base64url')}`;
    const { rows } = await ctx.db.knex.raw<{ rows: Array<{ count: number; windowStart: Date }> }>(
      `insert into rate_limits (key, count, window_start) values (?, 1, now())
       on conflict (key) do update set
         count = case when rate_limits.window_start <= now() - make_interval(secs => ?)
                      then 1 else rate_limits.count + 1 end,
         window_start = case when rate_limits.window_start <= now() - make_interval(secs => ?)
                             then now() else rate_limits.window_start end
       returning count, window_start as "windowStart"`,
      [key, rule.windowSeconds, rule.windowSeconds],
    );
    const row = rows[0];
    if (row && row.count > rule.points) {
      const windowStart = new Date(row.windowStart);
      const retryAfter = Math.max(
        1,
        rule.windowSeconds - (Date.now() - windowStart.getTime()) / 1000,
      );
      throw tooManyRequests(retryAfter, 'Too many requests, please try again later');
    }
    await next();
  };
}

/** The client's address (behind a proxy only when TRUST_PROXY is set). */
export const byIp = (ctx: Context) => ctx.ip || 'unknown';
