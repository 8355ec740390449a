import type { Logger } from 'pino';
import type { Config } from '../config/config.ts';
import { createContext } from '../context.ts';
import { DatabaseOutage, isConnectionError } from '../db/databaseOutage.ts';
import type { Database } from '../db/openDatabase.ts';
import { JOB_DEFINITIONS } from './definitions.ts';
import { executeJob, type JobDefinition } from './executeJob.ts';
import type { JobServices } from './handler.ts';
import { claimNextJob, newWorkerId } from './lease.ts';
import { failExhaustedJobs } from './maintenance.ts';
import { createJobServices } from './services.ts';
import { listenForJobs } from './wakeup.ts';

export interface JobRunnerOptions {
  db: Database;
  config: Config;
  logger: Logger;
  workerId?: string;
  /** Substitute profilers, reader or pace (tests, evaluation). */
  services?: Partial<JobServices>;
  /** Substitute job definitions by type (tests). */
  definitions?: Partial<Record<string, JobDefinition>>;
  /** The first idle wait; it doubles while there is nothing to do, up to `maxIdleMs`. */
  pollMs?: number;
  /** The longest idle wait between polls (the fallback when a notification is missed). */
  maxIdleMs?: number;
  heartbeatMs?: number;
  /** A running job whose heartbeat is older than this is taken over by another worker. */
  staleAfterMs?: number;
}

export interface JobRunner {
  readonly workerId: string;
  /** Looks for work now instead of at the next poll (after enqueueing, say). */
  poke(): void;
  /** Abandons the current work, hands running jobs back to the queue, and waits for that. */
  stop(): Promise<void>;
}

export const RUNNER_DEFAULTS = {
  pollMs: 1_000,
  maxIdleMs: 30_000,
  heartbeatMs: 5_000,
  staleAfterMs: 30_000,
};

/**
 * Lanes run side by side, one job each, so a long categorisation never holds up the
 * enrichment of a newly created company, nor any of them an owner's review invitations or a
 * follower's push notification.
 */
const LANES: ReadonlyArray<readonly string[]> = [
  ['categorize'],
  ['enrich'],
  ['invitations'],
  ['push'],
];

/**
 * The in-process worker of the durable job queue (docs/ARCHITECTURE.md "Background work"). Safe
 * with any number of instances: claiming uses `FOR UPDATE SKIP LOCKED`, and a worker that dies
 * stops heartbeating, so its job is taken over and resumed.
 *
 * Idle, it does not poll the jobs table twice a second (issue 12): a new job wakes it through
 * LISTEN/NOTIFY (`listenForJobs`, PostgreSQL and PGlite alike), and the poll that remains as a
 * safety net backs off from `pollMs` to `maxIdleMs` (30 s) while there is nothing to do. A
 * stale job of a dead worker is still taken over, within `staleAfterMs` plus one idle wait.
 */
export function startJobRunner(options: JobRunnerOptions): JobRunner {
  const workerId = options.workerId ?? newWorkerId();
  const pollMs = options.pollMs ?? RUNNER_DEFAULTS.pollMs;
  const maxIdleMs = Math.max(pollMs, options.maxIdleMs ?? RUNNER_DEFAULTS.maxIdleMs);
  const heartbeatMs = options.heartbeatMs ?? RUNNER_DEFAULTS.heartbeatMs;
  const staleAfterMs = options.staleAfterMs ?? RUNNER_DEFAULTS.staleAfterMs;
  const logger = options.logger.child({ component: 'jobs', workerId });
  const outage = new DatabaseOutage(
    options.db.knex,
    logger,
    undefined,
    'jobs: database unavailable; waiting for it before claiming work',
  );
  const definitions: Partial<Record<string, JobDefinition>> = {
    ...JOB_DEFINITIONS,
    ...options.definitions,
  };
  const services = createJobServices(options.config, logger, options.services);
  const ctx = createContext({
    db: options.db,
    config: options.config,
    logger,
    actor: { type: 'system', name: 'jobs' },
  });
  const stopping = new AbortController();
  let lastMaintenance = 0;
  const wakers = new Set<() => void>();

  /** Waits `ms` or until poked; true when poked (or stopping). */
  const idle = (ms: number) =>
    new Promise<boolean>((resolve) => {
      if (stopping.signal.aborted) {
        resolve(true);
        return;
      }
      const finish = (poked: boolean) => {
        clearTimeout(timer);
        wakers.delete(wake);
        stopping.signal.removeEventListener('abort', wake);
        resolve(poked);
      };
      const wake = () => finish(true);
      const timer = setTimeout(() => finish(false), ms);
      wakers.add(wake);
      stopping.signal.addEventListener('abort', wake, { once: true });
    });
  const poke = () => {
    for (const wake of [...wakers]) wake();
  };

  const lane = async (types: readonly string[]) => {
    const known = types.filter((type) => definitions[type]);
    let wait = pollMs;
    while (!stopping.signal.aborted) {
      let job: Awaited<ReturnType<typeof claimNextJob>>;
      try {
        if (Date.now() - lastMaintenance > staleAfterMs) {
          lastMaintenance = Date.now();
          await failExhaustedJobs(ctx, { types: Object.keys(definitions), staleAfterMs });
        }
        job = await claimNextJob(ctx.knex, { workerId, types: known, staleAfterMs });
      } catch (error) {
        if (stopping.signal.aborted) continue;
        if (isConnectionError(error)) {
          // One warning per outage and one line when it is back, not a stack per poll; the
          // polls back off meanwhile.
          outage.report(error);
          await idle(wait);
          wait = Math.min(wait * 2, maxIdleMs);
          continue;
        }
        logger.error({ err: error }, 'jobs: cannot claim');
        await idle(pollMs);
        continue;
      }
      if (!job) {
        const poked = await idle(wait);
        wait = poked ? pollMs : Math.min(wait * 2, maxIdleMs);
        continue;
      }
      wait = pollMs;
      logger.info({ jobId: job.id, jobType: job.type, attempt: job.attempts }, 'jobs: claimed');
      await executeJob(job, {
        ctx: { ...ctx, actor: { type: 'system', name: `job:${job.type}` } },
        logger,
        workerId,
        services,
        definition: definitions[job.type] as JobDefinition,
        heartbeatMs,
        abort: stopping.signal,
        whenStopped: 'release',
      }).catch((error: unknown) => logger.error({ err: error, jobId: job.id }, 'jobs: crashed'));
    }
  };

  const running = Promise.all(LANES.map(lane));
  const wakeup = listenForJobs(options.db, logger, poke, outage).catch((error: unknown) => {
    logger.warn({ err: error }, 'jobs: cannot listen for new jobs; polling instead');
    return undefined;
  });
  let stopped: Promise<void> | undefined;
  return {
    workerId,
    poke,
    stop() {
      stopped ??= (async () => {
        stopping.abort('shutdown');
        await (await wakeup)?.close();
        await running;
        outage.stop();
      })();
      return stopped;
    },
  };
}
