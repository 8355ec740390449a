import type { Logger } from 'pino';
import type { Config } from '../config/config.ts';
import { createContext } from '../context.ts';
import type { Database } from '../db/openDatabase.ts';
import { JOB_DEFINITIONS } from './definitions.ts';
import { executeJob, type JobDefinition } from './executeJob.ts';
import type { JobServices } from './handler.ts';
import { claimNextJob, newWorkerId } from './lease.ts';
import { failExhaustedJobs } from './maintenance.ts';
import { createJobServices } from './services.ts';

export interface JobRunnerOptions {
  db: Database;
  config: Config;
  logger: Logger;
  workerId?: string;
  /** Substitute profilers, reader or pace (tests, evaluation). */
  services?: Partial<JobServices>;
  /** Substitute job definitions by type (tests). */
  definitions?: Partial<Record<string, JobDefinition>>;
  pollMs?: number;
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

export const RUNNER_DEFAULTS = { pollMs: 1_000, heartbeatMs: 5_000, staleAfterMs: 30_000 };

/**
 * Lanes run side by side, one job each, so a long categorisation never holds up the
 * enrichment of a newly created company.
 */
const LANES: ReadonlyArray<readonly string[]> = [['categorize'], ['enrich']];

/**
 * The in-process worker of the durable job queue (ARCHITECTURE.md "Background work"). Safe
 * with any number of instances: claiming uses `FOR UPDATE SKIP LOCKED`, and a worker that dies
 * stops heartbeating, so its job is taken over and resumed.
 */
export function startJobRunner(options: JobRunnerOptions): JobRunner {
  const workerId = options.workerId ?? newWorkerId();
  const pollMs = options.pollMs ?? RUNNER_DEFAULTS.pollMs;
  const heartbeatMs = options.heartbeatMs ?? RUNNER_DEFAULTS.heartbeatMs;
  const staleAfterMs = options.staleAfterMs ?? RUNNER_DEFAULTS.staleAfterMs;
  const logger = options.logger.child({ component: 'jobs', workerId });
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

  const idle = () =>
    new Promise<void>((resolve) => {
      if (stopping.signal.aborted) {
        resolve();
        return;
      }
      const done = () => {
        clearTimeout(timer);
        wakers.delete(done);
        stopping.signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, pollMs);
      wakers.add(done);
      stopping.signal.addEventListener('abort', done, { once: true });
    });

  const lane = async (types: readonly string[]) => {
    const known = types.filter((type) => definitions[type]);
    while (!stopping.signal.aborted) {
      let job: Awaited<ReturnType<typeof claimNextJob>>;
      try {
        if (Date.now() - lastMaintenance > staleAfterMs) {
          lastMaintenance = Date.now();
          await failExhaustedJobs(ctx, { types: Object.keys(definitions), staleAfterMs });
        }
        job = await claimNextJob(ctx.knex, { workerId, types: known, staleAfterMs });
      } catch (error) {
        if (!stopping.signal.aborted) logger.error({ err: error }, 'jobs: cannot claim');
        await idle();
        continue;
      }
      if (!job) {
        await idle();
        continue;
      }
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
  let stopped: Promise<void> | undefined;
  return {
    workerId,
    poke: () => {
      for (const wake of [...wakers]) wake();
    },
    stop() {
      stopped ??= (async () => {
        stopping.abort('shutdown');
        await running;
      })();
      return stopped;
    },
  };
}
