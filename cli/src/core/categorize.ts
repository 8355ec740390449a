import type { Context } from '#api/src/context';
import { HttpError } from '#api/src/http/errors';
import { toPublicProgress } from '#api/src/jobs/categorize/progress';
import type { JobServices } from '#api/src/jobs/handler';
import {
  type CategorizationProgress,
  followJob,
  runCategorization,
  type StartCategorizationOptions,
} from '#api/src/jobs/index';
import { createEtaEstimator } from '../format.ts';

/** `run`: this process does the work. `follow`: another process (the server) already does. */
export type CategorizeMode = 'run' | 'follow';

export interface CategorizeUpdate {
  mode: CategorizeMode;
  /** The job's progress; the command presents it in the admin API's shape. */
  progress: CategorizationProgress;
  /** Seconds left at this run's pace; null until there is a pace to go by. */
  etaSeconds: number | null;
}

export interface CategorizeOutcome {
  mode: CategorizeMode;
  progress: CategorizationProgress;
  /** This run continued one stopped earlier. */
  resumed: boolean;
  /** Ctrl-C ended it (a run: the job is cancelled and resumable; a follow: we stopped watching). */
  interrupted: boolean;
}

/**
 * The core of `review-admin categorize`: runs the durable categorisation job in this process,
 * reporting progress, or — when another live process (the server's runner) holds it — follows
 * that job instead of starting a second. Aborting `signal` stops after the current company; the
 * job ends cancelled and the next run resumes from there.
 */
export async function categorize(
  ctx: Context,
  options: StartCategorizationOptions,
  hooks: {
    onUpdate?: (update: CategorizeUpdate) => void;
    signal?: AbortSignal;
    followMs?: number;
    /** Tests swap the profiler and homepage reader for local fakes. */
    services?: Partial<JobServices>;
  },
): Promise<CategorizeOutcome> {
  const eta = createEtaEstimator();
  const report = (mode: CategorizeMode, progress: CategorizationProgress) =>
    hooks.onUpdate?.({
      mode,
      progress,
      etaSeconds: eta(progress.current, progress.total),
    });

  try {
    const ran = await runCategorization(ctx, options, {
      signal: hooks.signal,
      services: hooks.services,
      onProgress: (progress) => report('run', progress),
    });
    return {
      mode: 'run',
      progress: ran.progress,
      resumed: ran.resumed,
      interrupted: ran.progress.status === 'cancelled' && Boolean(hooks.signal?.aborted),
    };
  } catch (error) {
    const jobId = runningJobId(error);
    if (jobId === undefined) throw error;
    const job = await followJob(ctx, jobId, {
      signal: hooks.signal,
      intervalMs: hooks.followMs,
      onProgress: (progress) => report('follow', progress),
    });
    const stillRunning = job.status === 'queued' || job.status === 'running';
    return {
      mode: 'follow',
      progress: toPublicProgress(job),
      resumed: false,
      interrupted: stillRunning,
    };
  }
}

/** The job another process runs, from the 409 `Categorization is already running`. */
function runningJobId(error: unknown): number | undefined {
  if (!(error instanceof HttpError) || error.status !== 409) return undefined;
  const progress = error.extra.details?.progress as CategorizationProgress | undefined;
  return progress?.jobId ?? undefined;
}
