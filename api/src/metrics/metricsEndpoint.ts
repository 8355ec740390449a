import { timingSafeEqual } from 'node:crypto';
import type Koa from 'koa';
import type { AppMetrics } from './appMetrics.ts';

/**
 * `GET /metrics` for Prometheus, not public: without METRICS_TOKEN configured it does not exist
 * (404, like any unknown path); with one, only `Authorization: Bearer <token>` reads it (401
 * otherwise, with the scheme to use).
 */
export function metricsEndpoint(token: string | undefined, metrics: AppMetrics): Koa.Middleware {
  const expected = token ? Buffer.from(`Bearer ${token}`) : undefined;
  return async (ctx, next) => {
    if (ctx.path !== '/metrics' || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    if (!expected) {
      // Answered here: the web app would otherwise serve its page for an unknown path.
      ctx.status = 404;
      ctx.body = { message: 'Not found' };
      return;
    }
    const given = Buffer.from(ctx.get('Authorization'));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      ctx.status = 401;
      ctx.set('WWW-Authenticate', 'Bearer realm="metrics"');
      ctx.body = { message: 'A valid metrics token is required' };
      return;
    }
    const { contentType, text } = await metrics.scrape();
    ctx.set('Cache-Control', 'no-store');
    ctx.type = contentType;
    ctx.body = text;
  };
}
