import { randomUUID } from 'node:crypto';
import type { Context, Next } from 'koa';
import type { Logger } from 'pino';

const INCOMING_ID = /^[A-Za-z0-9._-]{8,100}$/;

/**
 * Gives each request an id (a well-formed incoming `X-Request-Id` is kept, so a proxy's id
 * carries through), a child logger, and one log line when it ends.
 */
export function requestLogger(logger: Logger) {
  return async function logRequest(ctx: Context, next: Next): Promise<void> {
    const incoming = ctx.get('X-Request-Id');
    const requestId = INCOMING_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    ctx.log = logger.child({ requestId });
    ctx.set('X-Request-Id', requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      const line = { method: ctx.method, url: ctx.originalUrl, status: ctx.status, ms };
      // A 503 is the database outage, logged once as a warning (see DatabaseOutage).
      if (ctx.status >= 500 && ctx.status !== 503) ctx.log.error(line, 'request');
      else ctx.log.info(line, 'request');
    }
  };
}
