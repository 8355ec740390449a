import type { Job } from '../../models/Job.ts';
import type { CategorizationProgress, StoredCategorizeProgress, UnchangedCounts } from './types.ts';

export function emptyStoredProgress(total = 0): StoredCategorizeProgress {
  return {
    current: 0,
    total,
    currentCompany: null,
    updated: 0,
    failed: 0,
    uncategorized: 0,
    unchanged: noneUnchanged(),
    failures: [],
    cursor: 0,
  };
}

function noneUnchanged(): UnchangedCounts {
  return { alreadyCategorized: 0, noMatch: 0, removed: 0 };
}

/** The unchanged counts of a stored progress; a run stored before they existed has none. */
function readUnchanged(raw: unknown): UnchangedCounts {
  const value = (raw ?? {}) as Record<string, unknown>;
  const count = (key: keyof UnchangedCounts) => {
    const n = value[key];
    return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : 0;
  };
  return {
    alreadyCategorized: count('alreadyCategorized'),
    noMatch: count('noMatch'),
    removed: count('removed'),
  };
}

/** Reads `jobs.progress` defensively: a job written by an older version must still display. */
export function readStoredProgress(progress: object | null | undefined) {
  const base = emptyStoredProgress();
  const value = (progress ?? {}) as Record<string, unknown>;
  const count = (key: keyof StoredCategorizeProgress) => {
    const raw = value[key];
    return typeof raw === 'number' && Number.isFinite(raw) && raw >= 0 ? raw : 0;
  };
  return {
    ...base,
    current: count('current'),
    total: count('total'),
    updated: count('updated'),
    failed: count('failed'),
    uncategorized: count('uncategorized'),
    unchanged: readUnchanged(value.unchanged),
    cursor: count('cursor'),
    currentCompany: typeof value.currentCompany === 'string' ? value.currentCompany : null,
    failures: Array.isArray(value.failures)
      ? (value.failures as StoredCategorizeProgress['failures'])
      : [],
  } satisfies StoredCategorizeProgress;
}

function zeroProgress(): CategorizationProgress {
  return {
    isRunning: false,
    current: 0,
    total: 0,
    currentCompany: null,
    updated: 0,
    failed: 0,
    uncategorized: 0,
    unchanged: noneUnchanged(),
    failures: [],
    jobId: null,
    status: null,
    error: null,
  };
}

export type ProgressSource = Pick<Job, 'id' | 'status'> & {
  progress: object | null;
  error?: string | null;
};

/** A categorize job as the admin panel and the CLI see it. */
export function toPublicProgress(job: ProgressSource | undefined): CategorizationProgress {
  if (!job) return zeroProgress();
  const stored = readStoredProgress(job.progress);
  const isRunning = job.status === 'queued' || job.status === 'running';
  return {
    isRunning,
    current: stored.current,
    total: stored.total,
    currentCompany: isRunning ? stored.currentCompany : null,
    updated: stored.updated,
    failed: stored.failed,
    uncategorized: stored.uncategorized,
    unchanged: stored.unchanged,
    failures: stored.failures,
    jobId: job.id,
    status: job.status,
    error: job.status === 'failed' ? (job.error ?? null) : null,
  };
}
