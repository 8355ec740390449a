import type { Knex } from 'knex';
import type { Context } from '../../context.ts';

/**
 * Runs `task` once the context's transaction has committed (at once when there is none), so
 * slow side effects such as mail never hold a transaction open (PGlite has one connection) and
 * never announce a write that was rolled back. A failing task is logged, not thrown: the write
 * it follows has already succeeded.
 */
export function afterCommit(ctx: Context, name: string, task: () => Promise<unknown>): void {
  const run = () => {
    task().catch((error: unknown) => ctx.logger.error({ err: error, task: name }, 'task failed'));
  };
  if (!ctx.knex.isTransaction) {
    run();
    return;
  }
  (ctx.knex as Knex.Transaction).executionPromise.then(run, () => {
    // Rolled back: the task belonged to a write that did not happen.
  });
}
