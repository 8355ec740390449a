import type { CategorizeUpdate } from '../core/categorize.ts';
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

/** `12/300, updated 10, failed 2, ETA 3 min 05 s`: shared by the Ink view and plain lines. */
export function categorizeCounts({ progress, etaSeconds }: CategorizeUpdate): string {
  const eta = etaSeconds === null ? 'ETA …' : `ETA ${formatDuration(etaSeconds)}`;
  return (
    `${formatCount(progress.current)}/${formatCount(progress.total)}, ` +
    `updated ${formatCount(progress.updated)}, failed ${formatCount(progress.failed)}, ${eta}`
  );
}

export function categorizeLine(update: CategorizeUpdate): string {
  const who = update.mode === 'follow' ? 'Categorize (server job)' : 'Categorize';
  const company = update.progress.currentCompany ? ` — ${update.progress.currentCompany}` : '';
  return `${who}: ${categorizeCounts(update)}${company}`;
}
