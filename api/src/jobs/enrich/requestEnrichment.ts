import type { Context } from '../../context.ts';
import type { Job } from '../../models/Job.ts';
import { authorizeAdmin } from '../../policies/adminPolicy.ts';
import { enqueueEnrichment } from './enqueueEnrichment.ts';

/**
 * Queues a company's enrichment; `full` asks the job to overwrite what an earlier profile
 * found, not only fill empty fields. 404 for an unknown company.
 */
export async function requestCompanyEnrichment(
  ctx: Context,
  companyId: number,
  options: { full?: boolean } = {},
): Promise<Job> {
  authorizeAdmin(ctx.actor, 'moderate');
  return enqueueEnrichment(ctx, companyId, options);
}
