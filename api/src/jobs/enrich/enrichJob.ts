import { profileCompany } from '../../ai/profileCompany.ts';
import { withTransaction } from '../../context.ts';
import { Company } from '../../models/Company.ts';
import { recordActivity } from '../../services/activity/recordActivity.ts';
import { applyProfile } from '../applyProfile.ts';
import { JobFailure, type JobHandler } from '../handler.ts';
import { EnrichPayloadSchema } from './types.ts';

/**
 * Profiles one company and fills its empty fields (or, for an admin's full refresh, every
 * field the profile found). A failed profile is retried later, up to the job's attempts.
 */
export const runEnrichJob: JobHandler = async (run) => {
  const payload = EnrichPayloadSchema.parse(run.job.payload);
  const company = await Company.query(run.ctx.knex)
    .findById(payload.companyId)
    .select('id', 'name', 'domain');
  if (!company) return { status: 'completed', result: { skipped: 'company no longer exists' } };

  const { outcome, homepage } = await profileCompany(company, {
    reader: run.services.reader,
    profiler: run.services.profilerFor(),
    signal: run.abort,
  });
  if (run.abort.aborted) return { status: 'stopped' };
  if (!outcome.ok) {
    const reason = homepage.ok
      ? outcome.reason
      : `${outcome.reason} (homepage: ${homepage.reason})`;
    throw new JobFailure(reason, !outcome.fatal);
  }

  const applied = await withTransaction(run.ctx, async (trx) => {
    const result = await applyProfile(trx, company.id, outcome.profile, {
      fields: payload.full ? 'overwrite' : 'fill',
      category: payload.full ? 'always' : 'ifEmpty',
    });
    if (result && result.changed.length > 0) {
      await recordActivity(trx, {
        type: 'company_enriched',
        message: `${company.name} profile enriched (${result.changed.length} fields)`,
        entityType: 'company',
        entityId: company.id,
        metadata: { fields: result.changed, full: payload.full, jobId: run.job.id },
      });
    }
    return result;
  });
  return {
    status: 'completed',
    result: {
      companyId: company.id,
      changed: applied?.changed ?? [],
      homepage: homepage.ok ? 'read' : homepage.reason,
    },
  };
};
