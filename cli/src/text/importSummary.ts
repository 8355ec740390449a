import type { ImportRunResult } from '../core/importFile.ts';
import { formatCount, plural } from '../format.ts';

export function importHeadline(result: ImportRunResult): string {
  const verb = result.dryRun ? 'Dry run: would import' : 'Imported';
  return (
    `${verb} ${plural(result.imported, 'review')} (${formatCount(result.failed)} failed, ` +
    `${plural(result.duplicates, 'duplicate')}) from ${plural(result.rowsRead, 'row')} in ` +
    `${result.seconds.toFixed(1)} s`
  );
}

export function importSummaryText(result: ImportRunResult): string {
  const lines = [importHeadline(result)];
  if (result.companiesCreated > 0) lines.push(`New companies: ${result.companiesCreated}`);
  if (result.dryRun) lines.push('Nothing was written.');
  if (result.errors.length > 0) lines.push('Errors:', ...result.errors.map((e) => `  ${e}`));
  return lines.join('\n');
}
