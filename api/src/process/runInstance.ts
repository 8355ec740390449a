import type { Logger } from 'pino';
import type { Config } from '../config/config.ts';
import { createContext } from '../context.ts';
import type { Database } from '../db/openDatabase.ts';
import { prepareDatabase } from '../db/prepareDatabase.ts';
import { startJobRunner } from '../jobs/index.ts';
import { type RunningServer, startServer } from '../server.ts';
import { announceBootstrapInvitation } from '../services/adminAccounts/bootstrapSuperAdmin.ts';
import { startAwardsSchedule } from '../services/awards/startAwardsSchedule.ts';
import { startFollowerDigestSchedule } from '../services/followers/startFollowerDigestSchedule.ts';
import { startHousekeeping } from '../services/housekeeping/startHousekeeping.ts';
import { startDigestSchedule } from '../services/notifications/startDigestSchedule.ts';
import { loadDemoDataIfNew } from '../services/seed/loadDemoData.ts';
import { onStopSignal } from './signals.ts';

interface Stoppable {
  stop(): Promise<void>;
}

/**
 * One server process: database, job runner, HTTP server, housekeeping, stopped gracefully on
 * SIGTERM/SIGINT. `single` also prepares the database (migrations, catalogue, demo data, the
 * bootstrap invitation); a cluster `worker` finds it prepared by the primary.
 */
export async function runInstance(options: {
  config: Config;
  logger: Logger;
  role: 'single' | 'worker';
  workerId?: number;
  /** The database, being opened since before this module loaded (main.ts). */
  database: Promise<Database>;
}): Promise<void> {
  const { config, logger, role } = options;
  const started = performance.now();

  // What is running so far, stopped in reverse order. The signal handlers are installed before
  // anything else starts (only the database is already opening), so a signal at any moment
  // (even before "Ready") shuts down cleanly.
  let db: Database | undefined;
  let server: RunningServer | undefined;
  let jobs: Stoppable | undefined;
  let housekeeping: Stoppable | undefined;
  let awards: Stoppable | undefined;
  let digest: Stoppable | undefined;
  let followerDigest: Stoppable | undefined;
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'Shutting down: finishing in-flight requests');
    try {
      await server?.close();
      await housekeeping?.stop();
      await awards?.stop();
      await digest?.stop();
      await followerDigest?.stop();
      await jobs?.stop();
      await db?.close();
      logger.info('Stopped');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'Shutdown failed');
      process.exit(1);
    }
  };
  onStopSignal(shutdown);
  // A worker whose primary is gone (killed without a chance to stop it) stops too.
  if (role === 'worker') process.on('disconnect', () => void shutdown('disconnect'));

  db = await options.database;
  if (role === 'single') {
    const { fresh } = await prepareDatabase(db.knex);
    if (stopping) return;
    await loadDemoDataIfNew({ db, config, logger, fresh });
    await announceBootstrapInvitation(
      createContext({ db, config, logger, actor: { type: 'system', name: 'server' } }),
    );
  }
  if (stopping) return;
  jobs = startJobRunner({ db, config, logger });
  server = await startServer({ config, db, logger });
  housekeeping = startHousekeeping(db.knex, logger);
  awards = startAwardsSchedule(
    createContext({ db, config, logger, actor: { type: 'system', name: 'job:awards' } }),
  );
  digest = startDigestSchedule(
    createContext({ db, config, logger, actor: { type: 'system', name: 'job:digest' } }),
  );
  followerDigest = startFollowerDigestSchedule(
    createContext({ db, config, logger, actor: { type: 'system', name: 'job:follower-digest' } }),
  );
  const readyInMs = Math.round(performance.now() - started);
  if (role === 'worker') {
    logger.info({ worker: options.workerId, readyInMs }, `Worker listening on ${server.url}`);
    // Written out before the primary hears of it, not with the next batch of lines
    // (createLogger): the primary's "Ready on" comes after every worker's line. `flush()`
    // alone only starts the write, which could land after the primary's line.
    await new Promise<void>((resolve) => logger.flush(() => resolve()));
    process.send?.({ type: 'worker-ready', url: server.url });
    return;
  }
  logger.info(
    {
      database: db.engine === 'pglite' ? `embedded (${config.dataDir}/pglite)` : 'postgresql',
      readyInMs,
    },
    `Ready on ${server.url}`,
  );
  // Out at once, not with the next batch of lines (createLogger): the address, and the first
  // admin's invitation before it, are what the operator is waiting for.
  logger.flush();
}
