import { categorizationSummary } from '#shared/text/categorization';
import { profileCompany } from '../../ai/profileCompany.ts';
import { sleep } from '../../ai/sleep.ts';
import { withTransaction } from '../../context.ts';
import { recordActivity } from '../../services/activity/recordActivity.ts';
import { type ApplyResult, applyProfile } from '../applyProfile.ts';
import { JobFailure, type JobHandler, type JobRun } from '../handler.ts';
import { saveProgress } from '../lease.ts';
import { readStoredProgress, toPublicProgress } from './progress.ts';
import { countCompanies, nextCompany } from './selection.ts';
import {
  type CategorizationProgress,
  type CategorizePayload,
  CategorizePayloadSchema,
  MAX_FAILURES_KEPT,
  type StoredCategorizeProgress,
  type UnchangedCounts,
} from './types.ts';

/**
 * Categorises companies one at a time, in id order, from where the job's stored cursor says
 * it stopped: a resumed run (after a crash, a restart or a Ctrl-C) continues instead of
 * starting over. Each company's result and the job's progress commit together in one small
 * transaction, and the network work happens outside any transaction.
 */
export const runCategorizeJob: JobHandler<CategorizationProgress> = async (run) => {
  const payload = CategorizePayloadSchema.parse(run.job.payload);
  let progress = readStoredProgress(run.job.progress);
  if (progress.total === 0 && progress.current === 0) {
    progress = { ...progress, total: await countCompanies(run.ctx.knex, payload) };
    await save(run, progress);
  }
  const profiler = run.services.profilerFor(payload.provider);

  while (progress.current < progress.total) {
    if (run.stop.aborted) return { status: 'stopped' };
    const company = await nextCompany(run.ctx.knex, payload, progress.cursor);
    if (!company) break;
    progress = { ...progress, currentCompany: company.name };
    if ((await save(run, progress)).cancelRequested) return { status: 'stopped' };

    const { outcome, homepage } = await profileCompany(company, {
      reader: run.services.reader,
      profiler,
      signal: run.abort,
    });
    // Abandoned mid-way: nothing is written, and the cursor still points before this company.
    if (run.abort.aborted) return { status: 'stopped' };
    if (!outcome.ok && outcome.fatal) throw new JobFailure(outcome.reason, false);

    progress = await withTransaction(run.ctx, async (trx) => {
      const next: StoredCategorizeProgress = {
        ...progress,
        current: progress.current + 1,
        cursor: company.id,
      };
      if (!outcome.ok) {
        const reason = homepage.ok
          ? outcome.reason
          : `${outcome.reason} (homepage: ${homepage.reason})`;
        next.failed += 1;
        next.failures = [
          ...next.failures,
          { companyId: company.id, domain: company.domain, reason },
        ].slice(-MAX_FAILURES_KEPT);
      } else {
        const applied = await applyProfile(trx, company.id, outcome.profile, {
          fields: 'fill',
          category: 'always',
        });
        if (applied && (applied.changed.length > 0 || applied.categorized)) next.updated += 1;
        else next.unchanged = countUnchanged(next.unchanged, applied, outcome.profile.subcategory);
        if (!outcome.profile.subcategory) next.uncategorized += 1;
        if (applied?.categorized) {
          await recordActivity(trx, {
            type: 'company_categorized',
            message: `${company.name} categorised as ${outcome.profile.subcategory}`,
            entityType: 'company',
            entityId: company.id,
            metadata: {
              category: outcome.profile.category,
              subcategory: outcome.profile.subcategory,
              confidence: outcome.profile.confidence,
              provider: profiler.provider,
              jobId: run.job.id,
            },
          });
        }
      }
      await saveProgress(trx.knex, run.job.id, run.workerId, next);
      return next;
    });
    run.onProgress?.(publicOf(run, progress));

    const more = progress.current < progress.total;
    const rateMs = run.services.rateMsFor(profiler.provider);
    if (more && rateMs > 0) {
      await sleep(rateMs, run.stop).catch(() => undefined);
    }
  }

  progress = { ...progress, currentCompany: null };
  return { status: 'completed', result: resultOf(progress, payload) };
};

/** One more company left as it was, under why: see `UnchangedCounts`. */
function countUnchanged(
  counts: UnchangedCounts,
  applied: ApplyResult | undefined,
  subcategory: string | null,
): UnchangedCounts {
  const reason: keyof UnchangedCounts = !applied
    ? 'removed'
    : subcategory
      ? 'alreadyCategorized'
      : 'noMatch';
  return { ...counts, [reason]: counts[reason] + 1 };
}

async function save(run: JobRun<CategorizationProgress>, progress: StoredCategorizeProgress) {
  const state = await saveProgress(run.ctx.knex, run.job.id, run.workerId, progress);
  run.onProgress?.(publicOf(run, progress));
  return state;
}

function publicOf(run: JobRun<CategorizationProgress>, progress: StoredCategorizeProgress) {
  return toPublicProgress({ id: run.job.id, status: 'running', progress });
}

/** The spec's categorisation result (message, updated, totalCompanies), plus the counts. */
function resultOf(progress: StoredCategorizeProgress, payload: CategorizePayload) {
  return {
    message: `Categorization finished: ${categorizationSummary(progress)}`,
    updated: progress.updated,
    totalCompanies: progress.total,
    failed: progress.failed,
    uncategorized: progress.uncategorized,
    unchanged: progress.unchanged,
    onlyUncategorized: payload.onlyUncategorized,
  };
}
