import Router from '@koa/router';
import { MIGRATIONS } from '../../../db/migrationSource.ts';

const DB_CHECK_TIMEOUT_MS = 2_000;

/**
 * `/health`: liveness and database reachability, for load balancers and `review-admin doctor`.
 * `/ready`: whether this instance can serve: the database answers and has every migration
 * this version needs (an instance started beside an older schema waits out of rotation).
 */
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

const LATEST_MIGRATION = MIGRATIONS.at(-1)?.[0] ?? '';

healthRouter.get('/ready', async (ctx) => {
  let applied: string | undefined;
  try {
    const rows = (await withTimeout(
      ctx.db.knex('knex_migrations').select('name').where({ name: LATEST_MIGRATION }),
      DB_CHECK_TIMEOUT_MS,
    )) as { name: string }[];
    applied = rows[0]?.name;
  } catch (error) {
    ctx.outage.report(error);
    ctx.status = 503;
    ctx.body = { message: 'The database is unreachable' };
    return;
  }
  if (!applied) {
    ctx.status = 503;
    ctx.body = { message: `The database schema is not up to date (needs ${LATEST_MIGRATION})` };
    return;
  }
  ctx.body = { status: 'ready', schema: LATEST_MIGRATION };
});

function withTimeout<T>(promise: PromiseLike<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([Promise.resolve(promise), timeout]).finally(() => clearTimeout(timer));
}
