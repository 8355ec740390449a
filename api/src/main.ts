import { ConfigError, loadConfig } from './config/config.ts';
import { assertProxySetup } from './config/proxySetup.ts';
import { createContext } from './context.ts';
import { type Database, DatabaseUnavailableError, openDatabase } from './db/openDatabase.ts';
import { prepareDatabase } from './db/prepareDatabase.ts';
import { startJobRunner } from './jobs/index.ts';
import { createLogger } from './logger.ts';
import { type RunningServer, startServer } from './server.ts';
import { announceBootstrapInvitation } from './services/admins/bootstrapSuperAdmin.ts';
import { startHousekeeping } from './services/housekeeping/startHousekeeping.ts';
import { loadDemoDataIfNew } from './services/seed/loadDemoData.ts';

interface Stoppable {
  stop(): Promise<void>;
}

/** `npm start`: configuration, database (migrated), HTTP server, graceful shutdown. */
async function main(): Promise<void> {
  const config = loadConfig();
  assertProxySetup(config);
  const logger = createLogger(config);
  const started = performance.now();

  // What is running so far, stopped in reverse order. The signal handlers are installed before
  // anything starts, so a signal at any moment (even before "Ready") shuts down cleanly.
  let db: Database | undefined;
  let server: RunningServer | undefined;
  let jobs: Stoppable | undefined;
  let housekeeping: Stoppable | undefined;
  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'Shutting down: finishing in-flight requests');
    try {
      await server?.close();
      await housekeeping?.stop();
      await jobs?.stop();
      await db?.close();
      logger.info('Stopped');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'Shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  db = await openDatabase(config);
  const { fresh } = await prepareDatabase(db.knex);
  if (stopping) return;
  await loadDemoDataIfNew({ db, config, logger, fresh });
  await announceBootstrapInvitation(
    createContext({ db, config, logger, actor: { type: 'system', name: 'server' } }),
  );
  if (stopping) return;
  jobs = startJobRunner({ db, config, logger });
  server = await startServer({ config, db, logger });
  housekeeping = startHousekeeping(db.knex, logger);
  logger.info(
    {
      database: db.engine === 'pglite' ? `embedded (${config.dataDir}/pglite)` : 'postgresql',
      readyInMs: Math.round(performance.now() - started),
    },
    `Ready on ${server.url}`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseUnavailableError) {
    // A problem the operator can fix: say what it is, without a stack trace.
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Start-up failed: ${error instanceof Error ? error.stack : error}\n`);
  }
  process.exit(1);
});
