import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config/config.ts';
import { assertProxySetup } from './config/proxySetup.ts';
import { DatabaseUnavailableError } from './db/openDatabase.ts';
import { createLogger } from './logger.ts';
import { runCluster, workerCount } from './process/runCluster.ts';
import { runInstance } from './process/runInstance.ts';

/**
 * `npm start` (compiled to api/dist/main.js): configuration, then one server process, or with
 * WEB_CONCURRENCY > 1 on PostgreSQL a cluster primary and its workers (each worker runs this
 * same file).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  assertProxySetup(config);
  const logger = createLogger(config);
  if (cluster.isWorker) {
    return runInstance({ config, logger, role: 'worker', workerId: cluster.worker?.id });
  }
  const workers = workerCount(config, logger);
  if (workers > 1)
    return runCluster({ config, logger, workers, entry: fileURLToPath(import.meta.url) });
  return runInstance({ config, logger, role: 'single' });
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
