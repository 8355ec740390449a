import type { CategorizationProgress } from '#shared/types/admin';
import type { CategorizeMode } from '../core/categorize.ts';
import type { ImportRunProgress } from '../core/importFile.ts';
import { formatCount, formatDuration } from '../format.ts';

/** The import counts line, shared by the Ink view and the plain progress lines. */
export function importCounts(p: ImportRunProgress): string {
  return (
    `${formatCount(p.rowsRead)} rows read (${formatCount(p.rowsPerSecond)} rows/s), ` +
    `${formatCount(p.imported)} imported, ${formatCount(p.failed)} failed, ` +
    `${formatCount(p.duplicates)} duplicates`
  );
}

/** A categorize update as shown: the progress presented in the admin API's shape. */
export interface CategorizeView {
  mode: CategorizeMode;
  progress: CategorizationProgress;
  etaSeconds: number | null;
}

/** `12/300, updated 10, failed 2, ETA 3 min 05 s`: shared by the Ink view and plain lines. */
export function categorizeCounts({ progress, etaSeconds }: CategorizeView): string {
  const eta = etaSeconds === null ? 'ETA …' : `ETA ${formatDuration(etaSeconds)}`;
  return (
    `${formatCount(progress.current)}/${formatCount(progress.total)}, ` +
    `updated ${formatCount(progress.updated)}, failed ${formatCount(progress.failed)}, ${eta}`
  );
}

export function categorizeLine(update: CategorizeView): string {
  const who = update.mode === 'follow' ? 'Categorize (server job)' : 'Categorize';
  const company = update.progress.currentCompany ? ` — ${update.progress.currentCompany}` : '';
  return `${who}: ${categorizeCounts(update)}${company}`;
}
