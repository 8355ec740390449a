import Router from '@koa/router';

const DB_CHECK_TIMEOUT_MS = 2_000;

/** Liveness and database reachability, for load balancers and `review-admin doctor`. */
export const healthRouter = new Router();

healthRouter.get('/health', async (ctx) => {
  try {
    await withTimeout(ctx.db.knex.raw('select 1'), DB_CHECK_TIMEOUT_MS);
    ctx.body = { status: 'ok', db: 'ok' };
  } catch (error) {
    // Logged once per outage, not at every probe of a load balancer.
    ctx.outage.report(error);
    ctx.status = 503;
    ctx.body = { status: 'error', db: 'down', message: 'The database is unreachable' };
  }
});

function withTimeout<T>(promise: PromiseLike<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([Promise.resolve(promise), timeout]).finally(() => clearTimeout(timer));
}
