import type { Logger } from 'pino';
import { type Context, withTransaction } from '../context.ts';
import { Job } from '../models/Job.ts';
import { JobFailure, type JobHandler, type JobServices } from './handler.ts';
import { finishJob, heartbeat, LeaseLostError, releaseJob } from './lease.ts';

/** A job type: how to run it, and what to record when it ends for good. */
export interface JobDefinition<Progress = unknown> {
  run: JobHandler<Progress>;
  onFinished?: (ctx: Context, job: Job) => Promise<void>;
}

export interface ExecuteOptions<Progress = unknown> {
  ctx: Context;
  logger: Logger;
  workerId: string;
  services: JobServices;
  definition: JobDefinition<Progress>;
  heartbeatMs: number;
  /** Stop at once (shutdown): in-flight work is abandoned. */
  abort: AbortSignal;
  /** Stop after the current company (the CLI's Ctrl-C). */
  stop?: AbortSignal;
  /** A stopped job goes back to the queue (a server shutting down) or ends as cancelled. */
  whenStopped: 'release' | 'cancel';
  onProgress?: (progress: Progress) => void;
}

/** Retried failures wait 30 s, 2 min, 8 min, ... */
const retryDelayMs = (attempt: number) => 30_000 * 4 ** Math.max(0, attempt - 1);

/**
 * Runs one claimed job to an end: heartbeats while it works, turns a cancel request into an
 * abort, and records the outcome (completed, failed, cancelled, released for a retry or for
 * another worker). Returns the job as it ended.
 */
export async function executeJob<Progress>(
  job: Job,
  options: ExecuteOptions<Progress>,
): Promise<Job | undefined> {
  const { ctx, logger, workerId } = options;
  const hard = new AbortController();
  const onAbort = () => hard.abort(options.abort.reason);
  options.abort.addEventListener('abort', onAbort, { once: true });
  if (options.abort.aborted) hard.abort(options.abort.reason);
  const stop = options.stop ? AbortSignal.any([options.stop, hard.signal]) : hard.signal;
  let lost = false;

  const beat = setInterval(() => {
    heartbeat(ctx.knex, job.id, workerId)
      .then((state) => {
        if (state.cancelRequested) hard.abort('cancelled');
      })
      .catch((error: unknown) => {
        if (error instanceof LeaseLostError) {
          lost = true;
          hard.abort('lease lost');
        } else logger.warn({ err: error, jobId: job.id }, 'jobs: heartbeat failed');
      });
  }, options.heartbeatMs);
  beat.unref();

  const log = logger.child({ jobId: job.id, jobType: job.type });
  try {
    const outcome = await options.definition.run({
      job,
      ctx,
      workerId,
      services: options.services,
      abort: hard.signal,
      stop,
      onProgress: options.onProgress,
    });
    if (outcome.status === 'completed') {
      await end(options, job, { status: 'completed', result: outcome.result });
      log.info({ result: outcome.result }, 'jobs: completed');
    } else if (!lost) {
      const current = await Job.query(ctx.knex).findById(job.id);
      if (current?.cancelRequested || options.whenStopped === 'cancel') {
        await end(options, job, { status: 'cancelled' });
        log.info('jobs: cancelled');
      } else {
        await releaseJob(ctx.knex, job.id, workerId, { countAttempt: false });
        log.info('jobs: released for another worker');
      }
    }
  } catch (error) {
    if (error instanceof LeaseLostError || lost) {
      log.warn('jobs: another worker took this job over; stopping');
    } else {
      const message = error instanceof Error ? error.message : String(error);
      const retryable = !(error instanceof JobFailure) || error.retryable;
      if (retryable && job.attempts < job.maxAttempts) {
        await releaseJob(ctx.knex, job.id, workerId, {
          countAttempt: true,
          delayMs: retryDelayMs(job.attempts),
          error: message,
        });
        log.warn({ err: error, attempt: job.attempts }, 'jobs: failed; will retry');
      } else {
        await end(options, job, { status: 'failed', error: message });
        log.error({ err: error }, 'jobs: failed');
      }
    }
  } finally {
    clearInterval(beat);
    options.abort.removeEventListener('abort', onAbort);
  }
  return Job.query(ctx.knex).findById(job.id);
}

async function end<Progress>(
  options: ExecuteOptions<Progress>,
  job: Job,
  outcome: {
    status: 'completed' | 'failed' | 'cancelled';
    result?: Record<string, unknown>;
    error?: string;
  },
) {
  await withTransaction(options.ctx, async (trx) => {
    const finished = await finishJob(trx.knex, job.id, options.workerId, outcome);
    if (!finished || !options.definition.onFinished) return;
    const ended = await Job.query(trx.knex).findById(job.id);
    if (ended) await options.definition.onFinished(trx, ended);
  });
}
