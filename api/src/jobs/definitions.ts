import type { Context } from '../context.ts';
import type { Job } from '../models/Job.ts';
import { recordActivity } from '../services/activity/recordActivity.ts';
import { runCategorizeJob } from './categorize/categorizeJob.ts';
import { runEnrichJob } from './enrich/enrichJob.ts';
import type { JobDefinition } from './executeJob.ts';
import { toPublicProgress } from './progress.ts';
import type { JobType } from './types.ts';

async function categorizationFinished(ctx: Context, job: Job): Promise<void> {
  const progress = toPublicProgress(job);
  const verb = { completed: 'finished', cancelled: 'cancelled', failed: 'failed' }[
    job.status as 'completed' | 'cancelled' | 'failed'
  ];
  await recordActivity(ctx, {
    type: 'categorization_finished',
    message: `Categorization ${verb ?? job.status}: ${progress.updated} of ${progress.total} companies updated, ${progress.failed} failed`,
    entityType: 'job',
    entityId: job.id,
    metadata: {
      status: job.status,
      current: progress.current,
      total: progress.total,
      updated: progress.updated,
      failed: progress.failed,
      uncategorized: progress.uncategorized,
      ...(job.error ? { error: job.error } : {}),
    },
  });
}

export const JOB_DEFINITIONS: Readonly<Record<JobType, JobDefinition>> = {
  categorize: { run: runCategorizeJob, onFinished: categorizationFinished },
  enrich: { run: runEnrichJob },
};
