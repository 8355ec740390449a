import type { Command } from 'commander';
import { presentImportResult } from '#api/src/presenters/admin/importResult';
import { type ActionState, action } from '../action.ts';
import { type ImportRunProgress, importFile } from '../core/importFile.ts';
import { withDatabase } from '../database.ts';
import { EXIT } from '../errors.ts';
import { type CliIO, outputMode, writeJson, writeLine } from '../io.ts';
import { renderOnce, viewsFor } from '../lazyViews.ts';
import { createProgressReporter } from '../progress.ts';
import { importSummaryText } from '../text/importSummary.ts';
import { importCounts } from '../text/progressLines.ts';

interface ImportOptions {
  dryRun?: boolean;
  json?: boolean;
}

export function registerImport(program: Command, io: CliIO, state: ActionState): void {
  program
    .command('import')
    .description("Import reviews from a CSV file (the admin panel's Import Reviews)")
    .argument('<file>', 'the CSV file, or - to read stdin')
    .option('--dry-run', 'validate and count, write nothing')
    .option('--json', "print the result as JSON (the admin API's answer)")
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  $ review-admin import reviews.csv',
        '  $ review-admin import reviews.csv --dry-run',
        '  $ gunzip -c reviews.csv.gz | review-admin import - --json | jq .imported',
        '',
        'Exit code 1 when every row failed; the template: review-admin template',
      ].join('\n'),
    )
    .action(
      action(state, async (file: string, options: ImportOptions) => {
        const mode = outputMode(io, options);
        const ui = await viewsFor(mode);
        const reporter = await createProgressReporter<ImportRunProgress>(io, mode, {
          ink: ui && ((progress) => <ui.ImportProgressView progress={progress} />),
          line: (progress) => `Import: ${importCounts(progress)}`,
        });
        const result = await withDatabase(io, (ctx) =>
          importFile(ctx, file === '-' ? { stdin: io.stdin } : { path: file }, {
            dryRun: options.dryRun,
            onProgress: (progress) => reporter.update(progress),
          }),
        );
        await reporter.finish(result);
        if (mode === 'json') writeJson(io, presentImportResult(result));
        else if (ui) await renderOnce(io, <ui.ImportSummaryView result={result} />);
        else writeLine(io.stdout, importSummaryText(result));
        return result.success ? EXIT.ok : EXIT.failed;
      }),
    );
}
