import { sleep } from '../../ai/sleep.ts';
import type { Context } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { Job } from '../../models/Job.ts';
import { JOB_DEFINITIONS } from '../definitions.ts';
import { findLiveJob } from '../enqueue.ts';
import { executeJob } from '../executeJob.ts';
import type { JobServices } from '../handler.ts';
import { claimJobById, isOwnerDead, newWorkerId, saveProgress } from '../lease.ts';
import { RUNNER_DEFAULTS } from '../runner.ts';
import { createJobServices } from '../services.ts';
import { readStoredProgress, toPublicProgress } from './progress.ts';
import {
  alreadyRunning,
  createCategorizationJob,
  limitRun,
  type StartCategorizationOptions,
} from './start.ts';
import { CATEGORIZE_KEY, type CategorizationProgress } from './types.ts';

export interface ForegroundOptions {
  onProgress?: (progress: CategorizationProgress) => void;
  /** Aborting stops cleanly after the current company; the job ends cancelled, resumable. */
  signal?: AbortSignal;
  services?: Partial<JobServices>;
  heartbeatMs?: number;
  staleAfterMs?: number;
}

/**
 * Runs a categorisation in this process (the CLI), reporting progress as it goes. Takes over
 * a queued run, or one whose worker died; otherwise starts a new run, by default resuming the
 * last one that was stopped early. Throws 409 with the progress when another live process is
 * running one (the CLI can then `followJob` it).
 */
export async function runCategorization(
  ctx: Context,
  options: StartCategorizationOptions = {},
  foreground: ForegroundOptions = {},
): Promise<{ job: Job; progress: CategorizationProgress; resumed: boolean }> {
  const workerId = newWorkerId();
  const staleAfterMs = foreground.staleAfterMs ?? RUNNER_DEFAULTS.staleAfterMs;
  let job: Job | undefined;
  let resumed = false;

  const live = await findLiveJob(ctx.knex, CATEGORIZE_KEY);
  if (live) {
    job = await claimJobById(ctx.knex, live.id, {
      workerId,
      staleAfterMs,
      ownerIsDead: live.status === 'running' && isOwnerDead(live.lockedBy),
    });
    if (!job) throw alreadyRunning(live);
    resumed = job.status === 'running' && toPublicProgress(job).current > 0;
    if (options.limit) {
      const limited = limitRun(readStoredProgress(job.progress), options.limit);
      await saveProgress(ctx.knex, job.id, workerId, limited);
      job = await job.$query(ctx.knex);
    }
  } else {
    const created = await createCategorizationJob(
      ctx,
      { ...options, resume: options.resume ?? true },
      { claimedBy: workerId },
    );
    job = created.job;
    resumed = created.resumed;
  }
  foreground.onProgress?.(toPublicProgress(job));

  const ended = await executeJob(job, {
    ctx,
    logger: ctx.logger,
    workerId,
    services: createJobServices(ctx.config, ctx.logger, foreground.services),
    definition: JOB_DEFINITIONS.categorize,
    heartbeatMs: foreground.heartbeatMs ?? RUNNER_DEFAULTS.heartbeatMs,
    abort: new AbortController().signal,
    stop: foreground.signal,
    whenStopped: 'cancel',
    onProgress: foreground.onProgress,
  });
  const final = ended ?? job;
  return { job: final, progress: toPublicProgress(final), resumed };
}

/**
 * Watches a job another process is running, reporting its progress until it ends (or until
 * `signal` aborts, which stops watching, not the job). Returns the job as last seen.
 */
export async function followJob(
  ctx: Context,
  jobId: number,
  options: {
    onProgress?: (progress: CategorizationProgress, job: Job) => void;
    signal?: AbortSignal;
    intervalMs?: number;
  } = {},
): Promise<Job> {
  for (;;) {
    const job = await Job.query(ctx.knex).findById(jobId);
    if (!job) throw notFound('Job not found');
    options.onProgress?.(toPublicProgress(job), job);
    if (job.status !== 'queued' && job.status !== 'running') return job;
    try {
      await sleep(options.intervalMs ?? 1_000, options.signal);
    } catch {
      return job;
    }
  }
}
