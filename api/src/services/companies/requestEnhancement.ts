import type { Context } from '../../context.ts';
import { enqueueEnrichment } from '../../jobs/index.ts';
import { findCompanyById } from './findCompany.ts';

/**
 * A visitor's "enhance this profile": queues an enrichment that fills empty fields only (a
 * full refresh that overwrites is an admin's call); one at a time per company.
 */
export async function requestEnhancement(ctx: Context, companyId: number): Promise<void> {
  const company = await findCompanyById(ctx, companyId);
  await enqueueEnrichment(ctx, company.id);
}
