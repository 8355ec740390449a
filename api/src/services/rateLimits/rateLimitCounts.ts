import { NO_SQL, type Sql, sql } from '../../db/sql.ts';

/** Fixed-window request counts in `rate_limits`, shared by every instance. */

/** One request's limits: the stored keys it counts under, and their shared window. */
export interface RequestLimits {
  /** Stored key → the limit's allowance. */
  rules: Map<string, { points: number }>;
  windowSeconds: number;
}

/** A counted key as the upsert returns it. */
export interface RateLimitCount {
  key: string;
  count: number;
  windowStart: Date | string;
}

/**
 * Counts one request under each key of `limits` in their window, and returns each key's count:
 * a fixed window per key, shared by every instance (`rate_limits`). With `unless` (SQL), the
 * count is made only when that condition is false: `idempotent()`'s claim counts a write unless
 * it is the replay of an answered one, which spends no quota. No limits: nothing counted.
 */
export function rateLimitUpsert(limits: RequestLimits | undefined, unless?: Sql): Sql {
  const keys = [...(limits?.rules.keys() ?? [])];
  const window = limits?.windowSeconds ?? 0;
  return sql`insert into rate_limits (key, count, window_start)
  select key, 1, now() from unnest(${keys}::text[]) as keys(key)${
    unless
      ? sql`
  where not ${unless}`
      : NO_SQL
  }
  on conflict (key) do update set
    count = case when rate_limits.window_start <= now() - make_interval(secs => ${window})
                 then 1 else rate_limits.count + 1 end,
    window_start = case when rate_limits.window_start <= now() - make_interval(secs => ${window})
                        then now() else rate_limits.window_start end
  returning key, count, window_start as "windowStart"`;
}
