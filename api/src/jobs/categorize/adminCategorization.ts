import type { CategorizationStarted } from '#shared/types/admin';
import type { Context } from '../../context.ts';
import { authorizeAdmin } from '../../policies/adminPolicy.ts';
import {
  getCategorizationProgress,
  type StartCategorizationOptions,
  startCategorization,
} from './start.ts';
import type { CategorizationProgress } from './types.ts';

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
    message: `Categorization started for ${progress.total} companies`,
    totalCompanies: progress.total,
    updated: 0,
  };
}

/** The live run's progress (else the last run's), read from the job: any instance can answer. */
export async function categorizationProgress(ctx: Context): Promise<CategorizationProgress> {
  authorizeAdmin(ctx.actor, 'moderate');
  return getCategorizationProgress(ctx);
}
