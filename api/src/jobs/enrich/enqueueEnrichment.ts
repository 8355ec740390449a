import { type Context, withTransaction } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { Company } from '../../models/Company.ts';
import type { Job } from '../../models/Job.ts';
import { enqueueJob } from '../enqueue.ts';
import { type EnrichPayload, enrichKey } from './types.ts';

/**
 * Queues the enrichment of one company (when it is auto-created, when a visitor asks for an
 * enhanced profile, when an admin asks for a full refresh). Idempotent while a job for the
 * company is live: the same job is returned, upgraded to a full refresh if asked for one
 * while still queued. Safe inside the caller's transaction (a company being created).
 */
export async function enqueueEnrichment(
  ctx: Context,
  companyId: number,
  options: { full?: boolean } = {},
): Promise<Job> {
  const full = options.full ?? false;
  return withTransaction(ctx, async (trx) => {
    const company = await Company.query(trx.knex).findById(companyId).select('id');
    if (!company) throw notFound('Company not found');
    const payload: EnrichPayload = { companyId, full };
    const { job, created } = await enqueueJob(trx.knex, {
      type: 'enrich',
      uniqueKey: enrichKey(companyId),
      payload,
    });
    const queuedFull = (job.payload as Partial<EnrichPayload>).full === true;
    if (created || !full || queuedFull || job.status !== 'queued') return job;
    return job.$query(trx.knex).patchAndFetch({ payload: { ...job.payload, full: true } });
  });
}
