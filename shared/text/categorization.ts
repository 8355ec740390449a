import { plural } from './plural.ts';

/** Why profiled companies were left as they were (the categorisation progress's `unchanged`). */
export interface UnchangedCounts {
  alreadyCategorized: number;
  noMatch: number;
  removed: number;
}

const REASONS: ReadonlyArray<[keyof UnchangedCounts, string]> = [
  ['alreadyCategorized', 'already categorized'],
  ['noMatch', 'no better match'],
  ['removed', 'deleted meanwhile'],
];

/** The number of companies a run left unchanged. */
export function unchangedTotal(unchanged: UnchangedCounts): number {
  return unchanged.alreadyCategorized + unchanged.noMatch + unchanged.removed;
}

/**
 * The reasons in words, biggest first and none that is zero: `280 already categorized, 11 no
 * better match`; '' when nothing was left unchanged.
 */
export function unchangedReasons(unchanged: UnchangedCounts): string {
  return REASONS.filter(([key]) => unchanged[key] > 0)
    .sort(([a], [b]) => unchanged[b] - unchanged[a])
    .map(([key, words]) => `${unchanged[key].toLocaleString('en-US')} ${words}`)
    .join(', ');
}

/**
 * A finished run in one line, saying what happened to every company it went through:
 * `11 of 302 companies updated, 291 unchanged (280 already categorized, 11 no better match),
 * 0 failed`.
 */
export function categorizationSummary(progress: {
  total: number;
  updated: number;
  failed: number;
  unchanged: UnchangedCounts;
}): string {
  const unchanged = unchangedTotal(progress.unchanged);
  const reasons = unchangedReasons(progress.unchanged);
  return `${progress.updated.toLocaleString('en-US')} of ${plural(progress.total, 'company', 'companies')} updated, ${unchanged.toLocaleString('en-US')} unchanged${reasons ? ` (${reasons})` : ''}, ${progress.failed.toLocaleString('en-US')} failed`;
}
