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
    // The child logger is made when something logs (an error, a route's warning), not for every
    // request: pino's child() serialises its bindings, a cost most requests never need.
    let child: Logger | undefined;
    Object.defineProperty(ctx, 'log', {
      configurable: true,
      get: () => {
        child ??= logger.child({ requestId });
        return child;
      },
      set: (value: Logger) => {
        child = value;
      },
    });
    ctx.set('X-Request-Id', requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      const fields = { method: ctx.method, url: ctx.originalUrl, status: ctx.status, ms };
      // The same line either way: a child carries the id as its binding.
      const log = child ?? logger;
      const line = child ? fields : { requestId, ...fields };
      // A 503 is the database outage, logged once as a warning (see DatabaseOutage).
      if (ctx.status >= 500 && ctx.status !== 503) log.error(line, 'request');
      else log.info(line, 'request');
    }
  };
}
