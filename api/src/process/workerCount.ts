import type { Logger } from 'pino';
import type { Config } from '../config/config.ts';

/**
 * How many server processes to run: WEB_CONCURRENCY on PostgreSQL; always one on the embedded
 * database, which lives inside a single process (saying so when more were asked for).
 */
export function workerCount(config: Config, logger: Logger): number {
  if (config.webConcurrency > 1 && !config.databaseUrl) {
    logger.warn(
      `WEB_CONCURRENCY=${config.webConcurrency} ignored: the embedded database runs in one process. ` +
        'Set DATABASE_URL (PostgreSQL) to run several workers.',
    );
    return 1;
  }
  return config.webConcurrency;
}
