import type { CategorizationPace, CategorizationProgress } from '#shared/types/admin';
import { conflict, HttpError } from '../../http/errors.ts';
import type { CategorizationProgress as JobProgress } from '../../jobs/index.ts';

/** The categorisation progress as the admin panel polls it. */
export function presentCategorizationProgress(
  progress: JobProgress & { pace?: CategorizationPace },
): CategorizationProgress {
  return {
    isRunning: progress.isRunning,
    current: progress.current,
    total: progress.total,
    currentCompany: progress.currentCompany ?? '',
    updated: progress.updated,
    failed: progress.failed,
    uncategorized: progress.uncategorized,
    unchanged: {
      alreadyCategorized: progress.unchanged.alreadyCategorized,
      noMatch: progress.unchanged.noMatch,
      removed: progress.unchanged.removed,
    },
    ...(progress.pace
      ? { pace: { provider: progress.pace.provider, everyMs: progress.pace.everyMs } }
      : {}),
    failures: progress.failures.map((failure) => ({
      companyId: failure.companyId,
      domain: failure.domain,
      reason: failure.reason,
    })),
    status: progress.status,
    ...(progress.error ? { error: progress.error } : {}),
  };
}

/**
 * The 409 `Categorization is already running` carries the job's progress (with its id, which
 * the CLI follows); over HTTP it answers in the shape the progress call answers. Any other
 * error passes through unchanged.
 */
export function presentCategorizationConflict(error: unknown): unknown {
  if (!(error instanceof HttpError) || error.status !== 409) return error;
  const progress = error.extra.details?.progress as JobProgress | undefined;
  if (!progress) return error;
  return conflict(error.message, { progress: presentCategorizationProgress(progress) });
}
