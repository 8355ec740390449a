import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { applyCounterDeltas } from '../companies/counters.ts';
import { refreshTrustScoresWhenDue } from '../companies/refreshTrustScores.ts';
import { startPeriodic } from '../schedule/startPeriodic.ts';
import { deleteExpiredRows } from './deleteExpiredRows.ts';

const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Runs `deleteExpiredRows` shortly after start and then every hour. Every instance may run it:
 * the deletes are idempotent. Each tick also folds in counter deltas an interrupted import
 * left (`applyCounterDeltas`) and runs the daily trust score refresh when it is due
 * (claimed by one instance, see refreshTrustScores.ts). `stop()` cancels the timer and waits for a run in progress.
 */
export function startHousekeeping(
  knex: Knex,
  logger: Logger,
  options: { intervalMs?: number; firstRunMs?: number } = {},
): { stop(): Promise<void> } {
  return startPeriodic(
    () =>
      deleteExpiredRows(knex)
        .then((deleted) => logger.debug({ deleted }, 'housekeeping: expired rows deleted'))
        // What an import that stopped half-way (a crash, a kill) left for its companies.
        .then(() => applyCounterDeltas(knex))
        .then(() => refreshTrustScoresWhenDue(knex))
        .then((refreshed) => {
          if (refreshed !== undefined) logger.debug({ refreshed }, 'housekeeping: trust scores');
        })
        .catch((error: unknown) => logger.warn({ err: error }, 'housekeeping failed')),
    {
      firstRunMs: options.firstRunMs ?? 30_000,
      intervalMs: options.intervalMs ?? HOUSEKEEPING_INTERVAL_MS,
    },
  );
}
