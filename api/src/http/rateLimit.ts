import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { Context, Next } from 'koa';
import { runSql } from '../db/sql.ts';
import {
  type RateLimitCount,
  type RequestLimits,
  rateLimitUpsert,
} from '../services/rateLimits/rateLimitCounts.ts';
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

/** A limit whose count rides on the write's own first statement (`countWithWrite`). */
interface DeferredRateLimit extends RequestLimits {
  /** Set once the count has been committed, with the write or on its own. */
  counted: boolean;
}

declare module 'koa' {
  interface DefaultState {
    /** The limit `idempotent()` counts in its claim, in the write's transaction. */
    deferredRateLimit?: DeferredRateLimit;
  }
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
export function rateLimit(rule: RateLimitRule, options: RateLimitOptions = {}) {
  return rateLimitAll([rule], options);
}

export interface RateLimitOptions {
  /**
   * For writes behind `idempotent()` (issue 12: a vote made seven round trips). The request's
   * keys are taken here, before `asWriter` gives a first write its visitor, but counted by the
   * write's own first statement: a request with an Idempotency-Key counts in its claim, in the
   * write's transaction, and one without counts on its own just before the write. Either way
   * nothing of the write runs over the limit. If the write fails, its transaction (and count)
   * rolls back, so the count is made again on its own: every request counts once, as before,
   * and a request over the limit answers 429 whatever else it would have answered. Every
   * route that uses such a limit must run `idempotent()`; one that does not fails loudly.
   */
  countWithWrite?: boolean;
}

/**
 * Several limits on one route (e.g. per visitor and per address) counted in one statement, so
 * a second limit costs no second round trip. The rules share one window length.
 */
export function rateLimitAll(rules: readonly RateLimitRule[], options: RateLimitOptions = {}) {
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
    const limits: RequestLimits = { rules: counted, windowSeconds };
    if (!options.countWithWrite) {
      await countRequest(ctx.db.knex, limits);
      return next();
    }
    const deferred: DeferredRateLimit = { ...limits, counted: false };
    ctx.state.deferredRateLimit = deferred;
    try {
      await next();
    } catch (error) {
      if (!deferred.counted) await countRequest(ctx.db.knex, limits);
      throw error;
    } finally {
      ctx.state.deferredRateLimit = undefined;
    }
    if (!deferred.counted) {
      throw new Error('A write limit was never counted: mount idempotent() after it');
    }
  };
}

/** Counts the request on its own statement; over a limit → 429. */
export async function countRequest(knex: Knex, limits: RequestLimits): Promise<void> {
  const rows = await runSql<RateLimitCount>(knex, rateLimitUpsert(limits));
  refuseOverLimit(rows, limits);
}

/** 429 with `Retry-After` when a count is over its rule's points. */
export function refuseOverLimit(rows: readonly RateLimitCount[], limits: RequestLimits): void {
  const over = rows.filter((row) => row.count > (limits.rules.get(row.key)?.points ?? Infinity));
  if (over.length === 0) return;
  // Every limit must have room again: wait for the window that ends last.
  const started = Math.max(...over.map((row) => new Date(row.windowStart).getTime()));
  const retryAfter = Math.max(1, limits.windowSeconds - (Date.now() - started) / 1000);
  throw tooManyRequests(retryAfter, 'Too many requests, please try again later');
}

/** The client's address (behind a proxy only when TRUST_PROXY is set). */
export const byIp = (ctx: Context) => ctx.ip || 'unknown';
