import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config/config.ts';
import { assertProxySetup } from './config/proxySetup.ts';
import { DatabaseUnavailableError, openDatabase } from './db/openDatabase.ts';
import { createLogger } from './logger.ts';
import { workerCount } from './process/workerCount.ts';

/**
 * `npm start` (compiled to api/dist/main.js): configuration, then one server process, or with
 * WEB_CONCURRENCY > 1 on PostgreSQL a cluster primary and its workers (each worker runs this
 * same file).
 *
 * A server process starts opening its database before it loads the rest of the server: the
 * embedded database's start waits on its files and its WebAssembly's first compilation (each
 * function compiled on first use: db/leanWebAssembly.ts), and the routes, services and their
 * packages load meanwhile (a restart's two largest parts, overlapped instead of one after the
 * other).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  assertProxySetup(config);
  const logger = createLogger(config);
  const role = cluster.isWorker ? 'worker' : 'single';
  const workers = cluster.isWorker ? 1 : workerCount(config, logger);
  if (workers > 1) {
    const { runCluster } = await import('./process/runCluster.ts');
    return runCluster({ config, logger, workers, entry: fileURLToPath(import.meta.url) });
  }
  const database = openDatabase(config, 'server', { readReplicas: true, logger });
  // Awaited by runInstance once it is loaded; a failure meanwhile is not "unhandled".
  database.catch(() => {});
  const { runInstance } = await import('./process/runInstance.ts');
  return runInstance({ config, logger, role, workerId: cluster.worker?.id, database });
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
