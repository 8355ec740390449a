import type { Context } from 'koa';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/database.ts';
import { resetRateLimits } from '../test/rateLimits.ts';
import { HttpError } from './errors.ts';
import { type RateLimitRule, rateLimit, rateLimitKey } from './rateLimit.ts';

/**
 * The limit middleware alone, on a real database: what is counted when, and what a write limit
 * (`countWithWrite`) leaves to the write. The routes' own tests (votes, reviews) cover the limit
 * counted inside `idempotent()`'s claim.
 */
describe('rateLimit', () => {
  const db = useTestDatabase();
  beforeEach(() => resetRateLimits(db().knex));

  const rule: RateLimitRule = {
    name: 'unit',
    points: 2,
    windowSeconds: 3600,
    key: (ctx) => ctx.ip,
  };
  const contextOf = (ip: string) =>
    ({ ip, db: { knex: db().knex }, state: {} }) as unknown as Context;
  const countOf = async (ip: string) => {
    const row = await db().knex('rate_limits').where('key', rateLimitKey('unit', ip)).first();
    return row ? Number(row.count) : 0;
  };
  const statusOf = async (work: Promise<unknown>) =>
    work.then(
      () => 'ran',
      (error: unknown) => (error instanceof HttpError ? error.status : String(error)),
    );

  it('counts before the route runs, and refuses over the limit without running it', async () => {
    const limit = rateLimit(rule);
    let runs = 0;
    const route = async () => {
      runs += 1;
    };
    expect(await statusOf(limit(contextOf('10.9.0.1'), route))).toBe('ran');
    expect(await statusOf(limit(contextOf('10.9.0.1'), route))).toBe('ran');
    expect(await statusOf(limit(contextOf('10.9.0.1'), route))).toBe(429);
    expect(runs).toBe(2);
    expect(await countOf('10.9.0.1')).toBe(3);
  });

  describe('countWithWrite', () => {
    const limit = rateLimit(rule, { countWithWrite: true });

    it('leaves the count to the write, which finds the keys taken before it', async () => {
      const ctx = contextOf('10.9.0.2');
      await limit(ctx, async () => {
        const deferred = ctx.state.deferredRateLimit;
        expect([...(deferred?.rules.keys() ?? [])]).toEqual([rateLimitKey('unit', '10.9.0.2')]);
        // What idempotent() does once its transaction has committed the count.
        if (deferred) deferred.counted = true;
      });
      expect(await countOf('10.9.0.2')).toBe(0);
      expect(ctx.state.deferredRateLimit).toBeUndefined();
    });

    it('counts a failed write on its own (its transaction rolled the count back)', async () => {
      const failing = async () => {
        throw new HttpError(409, 'Vote already recorded');
      };
      expect(await statusOf(limit(contextOf('10.9.0.3'), failing))).toBe(409);
      expect(await countOf('10.9.0.3')).toBe(1);
      expect(await statusOf(limit(contextOf('10.9.0.3'), failing))).toBe(409);
      // Over the limit, whatever the write would have answered: 429.
      expect(await statusOf(limit(contextOf('10.9.0.3'), failing))).toBe(429);
      expect(await countOf('10.9.0.3')).toBe(3);
    });

    it('fails loudly on a route that never counts (no idempotent() after it)', async () => {
      const uncounted = async () => {};
      expect(await statusOf(limit(contextOf('10.9.0.4'), uncounted))).toMatch(
        /mount idempotent\(\) after it/,
      );
    });
  });
});
