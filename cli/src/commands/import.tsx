import type { Command } from 'commander';
import { Box, Text } from 'ink';
import type { ImportResult } from '#shared/types/admin';
import { type ActionState, action } from '../action.ts';
import { type ImportRunProgress, type ImportRunResult, importFile } from '../core/importFile.ts';
import { withDatabase } from '../database.ts';
import { EXIT } from '../errors.ts';
import { formatCount, plural } from '../format.ts';
import { type CliIO, outputMode, writeJson, writeLine } from '../io.ts';
import { createProgressReporter } from '../progress.ts';
import { ImportProgressView, importCounts } from '../ui/ImportProgressView.tsx';
import { KeyValues } from '../ui/KeyValues.tsx';
import { renderOnce } from '../ui/renderOnce.tsx';

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
        const reporter = await createProgressReporter<ImportRunProgress>(io, mode, {
          ink: (progress) => <ImportProgressView progress={progress} />,
          line: (progress) => `Import: ${importCounts(progress)}`,
        });
        const result = await withDatabase(io, (ctx) =>
          importFile(ctx, file === '-' ? { stdin: io.stdin } : { path: file }, {
            dryRun: options.dryRun,
            onProgress: (progress) => reporter.update(progress),
          }),
        );
        await reporter.finish({
          ...result,
          rowsPerSecond: result.seconds > 0 ? result.rowsRead / result.seconds : 0,
          bytesRead: 1,
          totalBytes: 1,
        });
        if (mode === 'json') writeJson(io, apiAnswer(result));
        else if (mode === 'interactive')
          await renderOnce(io, <ImportSummaryView result={result} />);
        else writeLine(io.stdout, summaryText(result));
        return result.success ? EXIT.ok : EXIT.failed;
      }),
    );
}

/** Exactly what `POST /api/admin/import-reviews` answers, so scripts work with either. */
function apiAnswer(result: ImportRunResult): ImportResult {
  return {
    success: result.success,
    imported: result.imported,
    failed: result.failed,
    duplicates: result.duplicates,
    errors: result.errors,
  };
}

function headline(result: ImportRunResult): string {
  const verb = result.dryRun ? 'Dry run: would import' : 'Imported';
  return (
    `${verb} ${plural(result.imported, 'review')} (${formatCount(result.failed)} failed, ` +
    `${plural(result.duplicates, 'duplicate')}) from ${plural(result.rowsRead, 'row')} in ` +
    `${result.seconds.toFixed(1)} s`
  );
}

export function summaryText(result: ImportRunResult): string {
  const lines = [headline(result)];
  if (result.companiesCreated > 0) lines.push(`New companies: ${result.companiesCreated}`);
  if (result.dryRun) lines.push('Nothing was written.');
  if (result.errors.length > 0) lines.push('Errors:', ...result.errors.map((e) => `  ${e}`));
  return lines.join('\n');
}

function ImportSummaryView({ result }: { result: ImportRunResult }) {
  const ok = result.success;
  return (
    <Box flexDirection="column" marginTop={1}>
      <Text color={ok ? 'green' : 'red'}>
        {ok ? '✓' : '✗'} {headline(result)}
      </Text>
      <KeyValues
        rows={[
          ['Imported', formatCount(result.imported)],
          ['Failed', formatCount(result.failed)],
          ['Duplicates', formatCount(result.duplicates)],
          ['New companies', formatCount(result.companiesCreated)],
          ['Rows/s', formatCount(result.seconds > 0 ? result.rowsRead / result.seconds : 0)],
        ]}
      />
      {result.dryRun ? <Text color="yellow">Dry run: nothing was written.</Text> : null}
      {result.errors.length > 0 ? (
        <Box flexDirection="column" marginTop={1}>
          <Text bold>Errors</Text>
          {result.errors.map((error) => (
            <Text key={error} color="red">
              {error}
            </Text>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
