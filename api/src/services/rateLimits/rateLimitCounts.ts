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

const upsert = (guard: string) => `insert into rate_limits (key, count, window_start)
  select key, 1, now() from unnest(:limitKeys::text[]) as keys(key)${guard}
  on conflict (key) do update set
    count = case when rate_limits.window_start <= now() - make_interval(secs => :limitWindow)
                 then 1 else rate_limits.count + 1 end,
    window_start = case when rate_limits.window_start <= now() - make_interval(secs => :limitWindow)
                        then now() else rate_limits.window_start end
  returning key, count, window_start as "windowStart"`;

/**
 * Counts one request under `:limitKeys` (text[]) in a window of `:limitWindow` seconds, and
 * returns each key's count: a fixed window per key, shared by every instance (`rate_limits`).
 */
export const RATE_LIMIT_UPSERT = upsert('');

/**
 * The same count, made only when `condition` (SQL) is false: `idempotent()`'s claim counts a
 * write unless it is the replay of an answered one, which spends no quota. Both count the same
 * way.
 */
export const rateLimitUpsertUnless = (condition: string) => upsert(`\n  where not ${condition}`);

/**
 * The bindings of `RATE_LIMIT_UPSERT` (no limits: an empty key list, nothing counted), and each
 * key's allowance for `OVER_A_LIMIT`.
 */
export function limitBindings(limits: RequestLimits | undefined): {
  limitKeys: string[];
  limitPoints: number[];
  limitWindow: number;
} {
  const rules = [...(limits?.rules ?? [])];
  return {
    limitKeys: rules.map(([key]) => key),
    limitPoints: rules.map(([, rule]) => rule.points),
    limitWindow: limits?.windowSeconds ?? 0,
  };
}

/**
 * SQL: a count made by the upsert in the CTE `counted` is over its key's allowance (what
 * `refuseOverLimit` answers 429 for), for a statement that must write nothing then.
 */
export const OVER_A_LIMIT = `exists (select 1 from counted
  join unnest(:limitKeys::text[], :limitPoints::int[]) as allowance(key, points) using (key)
  where counted.count > allowance.points)`;
