import { categorizationSummary } from '#shared/text/categorization';
import type { Context } from '../../context.ts';
import type { Job } from '../../models/Job.ts';
import { recordActivity } from '../../services/activity/recordActivity.ts';
import { toPublicProgress } from './progress.ts';

/** A run that ended (any way) leaves one line in the activity log with its counts. */
export async function categorizationFinished(ctx: Context, job: Job): Promise<void> {
  const progress = toPublicProgress(job);
  const verb = { completed: 'finished', cancelled: 'cancelled', failed: 'failed' }[
    job.status as 'completed' | 'cancelled' | 'failed'
  ];
  await recordActivity(ctx, {
    type: 'categorization_finished',
    message: `Categorization ${verb ?? job.status}: ${categorizationSummary(progress)}`,
    entityType: 'job',
    entityId: job.id,
    metadata: {
      status: job.status,
      current: progress.current,
      total: progress.total,
      updated: progress.updated,
      failed: progress.failed,
      uncategorized: progress.uncategorized,
      unchanged: progress.unchanged,
      ...(job.error ? { error: job.error } : {}),
    },
  });
}
