import { plural } from '#shared/text/plural';
import type { CategorizationPace, CategorizationStarted } from '#shared/types/admin';
import type { ProviderName } from '../../ai/profiler.ts';
import type { Context } from '../../context.ts';
import { Job } from '../../models/Job.ts';
import { authorizeAdmin } from '../../policies/adminPolicy.ts';
import { rateMsFor } from '../services.ts';
import {
  getCategorizationProgress,
  type StartCategorizationOptions,
  startCategorization,
} from './start.ts';
import type { CategorizationProgress, CategorizePayload } from './types.ts';

/**
 * "Categorize All Companies with AI": queues the durable categorisation job (the server's job
 * runner does the work) and answers at once. A second start while one is queued or running is
 * a 409 carrying the job's current progress (from `startCategorization`); the route presents it.
 */
export async function startCompanyCategorization(
  ctx: Context,
  options: StartCategorizationOptions = {},
): Promise<CategorizationStarted> {
  authorizeAdmin(ctx.actor, 'moderate');
  const { progress } = await startCategorization(ctx, options);
  return {
    message: `Categorization started for ${plural(progress.total, 'company', 'companies')}`,
    totalCompanies: progress.total,
    updated: 0,
  };
}

/**
 * The live run's progress (else the last run's), read from the job: any instance can answer.
 * With its pace, so the card's note tells the truth about the provider (issue 34): the running
 * job's provider, else the one the next run will use.
 */
export async function categorizationProgress(
  ctx: Context,
): Promise<CategorizationProgress & { pace: CategorizationPace }> {
  authorizeAdmin(ctx.actor, 'moderate');
  const progress = await getCategorizationProgress(ctx);
  let provider: ProviderName = ctx.config.ai.provider;
  if (progress.isRunning && progress.jobId !== null) {
    const job = await Job.query(ctx.knex).findById(progress.jobId).select('payload');
    provider = (job?.payload as Partial<CategorizePayload> | undefined)?.provider ?? provider;
  }
  return { ...progress, pace: { provider, everyMs: rateMsFor(ctx.config, provider) } };
}
