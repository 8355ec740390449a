import { createReadStream, existsSync } from 'node:fs';
import type { Command } from 'commander';
import { restoreDatabase } from '#api/src/db/snapshot/backupDatabase';
import { type ActionState, action } from '../action.ts';
import { withDatabase } from '../database.ts';
import { CliError } from '../errors.ts';
import { type CliIO, outputMode } from '../io.ts';
import { asCliError, printChecks, snapshotProgress } from './db/snapshotReport.tsx';

export function registerRestore(program: Command, io: CliIO, state: ActionState): void {
  program
    .command('restore <file>')
    .description(
      'Load a backup into the database (an empty one, or any with --replace) and verify every table; a damaged file changes nothing',
    )
    .option('--replace', 'replace everything the database holds now')
    .option('--json', 'print the verification as JSON')
    .addHelpText(
      'after',
      '\nExamples:\n  $ DATABASE_URL=postgres://localhost/reviews_new review-admin restore nightly.backup\n' +
        '  $ review-admin restore nightly.backup --replace   (embedded database; server stopped)',
    )
    .action(
      action(state, async (file: string, options: { replace?: boolean; json?: boolean }) => {
        if (!existsSync(file)) throw new CliError(`${file} does not exist.`);
        const mode = outputMode(io, options);
        const progress = await snapshotProgress(io, mode);
        const result = await withDatabase(io, (_ctx, db) =>
          restoreDatabase({
            db,
            input: createReadStream(file),
            name: file,
            ...(options.replace ? { replace: true } : {}),
            onProgress: (p) => progress.update(p),
          }),
        ).catch((error: unknown) => asCliError(io, mode, error));
        const seconds = await progress.complete();
        const rows = result.checks.reduce((sum, check) => sum + check.actual.rows, 0);
        await printChecks(
          io,
          mode,
          {
            file,
            schema: result.header.migrations.at(-1),
            takenAt: result.header.createdAt,
            seconds,
            message: `Restored and verified ${result.checks.length} tables (${rows} rows) from ${file} in ${seconds} s.`,
          },
          result.checks,
        );
        return 0;
      }),
    );
}
