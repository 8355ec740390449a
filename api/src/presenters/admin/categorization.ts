import type { CategorizationProgress } from '#shared/types/admin';
import type { CategorizationProgress as JobProgress } from '../../jobs/index.ts';

/** The categorisation progress as the admin panel polls it. */
export function presentCategorizationProgress(progress: JobProgress): CategorizationProgress {
  return {
    isRunning: progress.isRunning,
    current: progress.current,
    total: progress.total,
    currentCompany: progress.currentCompany ?? '',
    updated: progress.updated,
    failed: progress.failed,
    uncategorized: progress.uncategorized,
    failures: progress.failures.map((failure) => ({
      companyId: failure.companyId,
      domain: failure.domain,
      reason: failure.reason,
    })),
    status: progress.status,
  };
}
