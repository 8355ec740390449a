import { randomUUID } from 'node:crypto';
import type { Context, DefaultContext, Next } from 'koa';
import type { Logger } from 'pino';

const INCOMING_ID = /^[A-Za-z0-9._-]{8,100}$/;

/**
 * Gives each request an id (a well-formed incoming `X-Request-Id` is kept, so a proxy's id
 * carries through) and one log line when it ends.
 *
 * The line's fields are fixed and hold no secret (method, address, status, time), so it is
 * written through a child without the redaction the app's logger runs on every other line:
 * redaction copies each logged object, a cost every request paid (issue 12).
 */
export function requestLogger(logger: Logger) {
  const lines = logger.child({}, { redact: [] });
  return async function logRequest(ctx: Context, next: Next): Promise<void> {
    const incoming = ctx.get('X-Request-Id');
    const requestId = INCOMING_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    ctx.set('X-Request-Id', requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      const line = { requestId, method: ctx.method, url: ctx.originalUrl, status: ctx.status, ms };
      // A 503 is the database outage, logged once as a warning (see DatabaseOutage).
      if (ctx.status >= 500 && ctx.status !== 503) lines.error(line, 'request');
      else lines.info(line, 'request');
    }
  };
}

const REQUEST_LOG = Symbol('requestLog');

type WithRequestLog = Context & { [REQUEST_LOG]?: Logger };

/**
 * `ctx.log`: the app's logger bound to the request's id, made the first time the request logs
 * (an error, a route's warning), not for every request: pino's child() serialises its bindings.
 * Defined once on the app's context, so no request adds a property of its own for it.
 */
export function defineRequestLog(context: DefaultContext, logger: Logger): void {
  Object.defineProperty(context, 'log', {
    configurable: true,
    get(this: WithRequestLog): Logger {
      this[REQUEST_LOG] ??= logger.child({ requestId: this.state.requestId });
      return this[REQUEST_LOG];
    },
    set(this: WithRequestLog, value: Logger) {
      this[REQUEST_LOG] = value;
    },
  });
}
