import type { Context, Middleware } from 'koa';

/** One concern that finishes every answer once the route has made it (headers, caching, ...). */
export interface FinishingStep {
  /** After the route answered: its status, body and type are final. */
  answered(ctx: Context): void | Promise<void>;
  /** After the route threw: the error handler, further out, answers with JSON. */
  failed?(ctx: Context): void;
}

/**
 * Runs the finishing steps after the route, in order, in one middleware: each concern is a step
 * (`securityHeaders`, `httpCaching`, `compression`), not a middleware of its own around the
 * route. Each middleware is an async function around `next()`, a promise and its ticks on every
 * request; on a cheap read, the layers were a large part of the app's own cost (issue 12). A step
 * returns a promise only when it has something to wait for (a streamed body to compress).
 */
export function finishAnswer(steps: readonly FinishingStep[]): Middleware {
  return async function finishingSteps(ctx, next) {
    try {
      await next();
      for (const step of steps) {
        const pending = step.answered(ctx);
        if (pending) await pending;
      }
    } catch (error) {
      // The route failed, or a step did (a body that cannot be serialised): either way the
      // error handler answers, and the failure's headers apply (no-store, the JSON set).
      for (const step of steps) step.failed?.(ctx);
      throw error;
    }
  };
}
