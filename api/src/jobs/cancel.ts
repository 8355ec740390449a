import { type Context, withTransaction } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { Job } from '../models/Job.ts';
import { JOB_DEFINITIONS } from './definitions.ts';
import type { JobDefinition } from './executeJob.ts';
import { isOwnerDead } from './lease.ts';
import { RUNNER_DEFAULTS } from './runner.ts';
import type { JobType } from './types.ts';

/**
 * Cancels a job. A queued job, or a running one whose worker is gone, ends as cancelled at
 * once; a running one is asked to stop (its worker notices within a heartbeat, abandons the
 * company in hand and ends the job as cancelled, progress kept). Finished jobs are returned
 * as they are. Throws 404 for an unknown id.
 */
export async function cancelJob(
  ctx: Context,
  jobId: number,
  options: { staleAfterMs?: number } = {},
): Promise<Job> {
  const staleAfterMs = options.staleAfterMs ?? RUNNER_DEFAULTS.staleAfterMs;
  return withTransaction(ctx, async (trx) => {
    const job = await Job.query(trx.knex).findById(jobId).forUpdate();
    if (!job) throw notFound('Job not found');
    if (job.status !== 'queued' && job.status !== 'running') return job;

    const abandoned =
      job.status === 'running' &&
      (isOwnerDead(job.lockedBy) ||
        !!(await Job.query(trx.knex)
          .findById(jobId)
          .where(
            'heartbeatAt',
            '<',
            trx.knex.raw('now() - make_interval(secs => ?)', [staleAfterMs / 1000]),
          )));
    if (job.status === 'running' && !abandoned) {
      return job.$query(trx.knex).patchAndFetch({ cancelRequested: true });
    }
    const cancelled = await job.$query(trx.knex).patchAndFetch({
      status: 'cancelled',
      cancelRequested: true,
      finishedAt: new Date(),
      lockedBy: null,
      lockedAt: null,
    });
    const definition: JobDefinition | undefined = JOB_DEFINITIONS[job.type as JobType];
    await definition?.onFinished?.(trx, cancelled);
    return cancelled;
  });
}
