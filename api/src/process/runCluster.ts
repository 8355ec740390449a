import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import type { Config } from '../config/config.ts';
import { createContext } from '../context.ts';
import { openDatabase } from '../db/openDatabase.ts';
import { prepareDatabase } from '../db/prepareDatabase.ts';
import { announceBootstrapInvitation } from '../services/adminAccounts/bootstrapSuperAdmin.ts';
import { onStopSignal } from './signals.ts';

const RESTART_DELAY_MS = 1_000;

/**
 * The cluster primary (WEB_CONCURRENCY > 1, PostgreSQL): prepares the database once (migrations,
 * catalogue, bootstrap invitation) before any worker starts, then runs `workers` server
 * processes sharing the port. A worker that dies is replaced; one that dies before it ever
 * listened stops the whole server (a configuration problem, not a crash to retry forever).
 * SIGTERM/SIGINT stop every worker gracefully, then the primary.
 */
export async function runCluster(options: {
  config: Config;
  logger: Logger;
  workers: number;
  /** The file each worker runs (the entry point, which sees it is a worker). */
  entry: string;
}): Promise<void> {
  const { config, logger, workers } = options;
  const started = performance.now();
  let stopping = false;
  let exitCode = 0;

  const stopAll = (reason: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ reason }, 'Shutting down: stopping the workers');
    if (everyWorkerExited(cluster.workers)) return finish();
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (worker && !worker.isDead()) worker.process.kill('SIGTERM');
    }
  };
  const finish = () => {
    logger.info('Stopped');
    process.exit(exitCode);
  };
  onStopSignal(stopAll);

  const db = await openDatabase(config);
  try {
    await prepareDatabase(db.knex);
    await announceBootstrapInvitation(
      createContext({ db, config, logger, actor: { type: 'system', name: 'server' } }),
    );
  } finally {
    await db.close();
  }
  if (stopping) return finish();

  // Workers that said they are ready (database open, job runner and HTTP server started).
  const listening = new Set<number>();
  cluster.setupPrimary({ exec: options.entry });
  const fork = (): Worker => cluster.fork();
  let announced = false;
  cluster.on('message', (worker, message: { type?: string; url?: string }) => {
    if (message?.type !== 'worker-ready') return;
    listening.add(worker.id);
    if (announced || listening.size < workers) return;
    announced = true;
    logger.info(
      { database: 'postgresql', workers, readyInMs: Math.round(performance.now() - started) },
      `Ready on ${message.url}`,
    );
    // Out at once, not with the next batch of lines (createLogger).
    logger.flush();
  });
  cluster.on('exit', (worker, code, signal) => {
    const everListened = listening.delete(worker.id);
    if (code !== 0) exitCode = 1;
    if (stopping) {
      if (everyWorkerExited(cluster.workers)) finish();
      return;
    }
    if (!everListened) {
      logger.error({ code, signal }, 'A worker failed to start: stopping the server');
      stopAll('worker failed to start');
      return;
    }
    logger.warn({ code, signal }, `Worker ${worker.id} stopped unexpectedly: starting another`);
    setTimeout(() => {
      if (!stopping) fork();
    }, RESTART_DELAY_MS).unref();
  });
  for (let index = 0; index < workers; index++) fork();
}

/**
 * Whether every worker's process has ended. A worker stays in `cluster.workers` until both its
 * process has exited and its IPC channel has closed, and the two arrive in either order: the
 * last worker's 'exit' can come while it is still listed. Counting the list then missed the end
 * of the shutdown, and the primary ran out of work and ended without its "Stopped" line or the
 * workers' exit code.
 */
export function everyWorkerExited(workers: NodeJS.Dict<Pick<Worker, 'isDead'>> | undefined) {
  return Object.values(workers ?? {}).every((worker) => !worker || worker.isDead());
}
