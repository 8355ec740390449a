import type { Context, Next } from 'koa';
import { isConnectionError } from '../db/databaseOutage.ts';
import { toErrorResponse } from './toErrorResponse.ts';

/** The one place an error becomes an answer: JSON `{ message }` (+ `requestId` on a 500). */
export async function errorHandler(ctx: Context, next: Next): Promise<void> {
  try {
    await next();
  } catch (error) {
    const response = toErrorResponse(error);
    // One warning per outage (and one line when it is back), not a stack per request.
    if (isConnectionError(error)) ctx.outage.report(error);
    if (response.unexpected) {
      ctx.log.error({ err: error }, 'request failed');
      response.body.requestId = ctx.state.requestId;
    }
    ctx.status = response.status;
    ctx.set(response.headers);
    ctx.body = response.body;
  }
}
