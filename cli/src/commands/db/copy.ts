import type { Command } from 'commander';
import { copyDatabase } from '#api/src/db/snapshot/copyDatabase';
import { type ActionState, action } from '../../action.ts';
import { withDatabase } from '../../database.ts';
import { usageError } from '../../errors.ts';
import { type CliIO, outputMode } from '../../io.ts';
import { asCliError, printChecks, snapshotProgress } from './snapshotReport.tsx';

export function registerDbCopy(db: Command, io: CliIO, state: ActionState): void {
  db.command('copy')
    .description(
      'Copy the embedded database (under DATA_DIR; stop the server first) into an empty PostgreSQL database, and verify it',
    )
    .requiredOption('--to <url>', 'the PostgreSQL database to fill (postgres://…)')
    .option('--json', 'print the verification as JSON')
    .addHelpText(
      'after',
      '\nExample:\n  $ review-admin db copy --to postgres://reviews@db.internal/reviews\n' +
        '  then start the server with DATABASE_URL set to the same URL.',
    )
    .action(
      action(state, async (options: { to: string; json?: boolean }) => {
        if (!/^postgres(ql)?:\/\//.test(options.to)) {
          throw usageError('--to must be a PostgreSQL URL (postgres://user@host/database)');
        }
        const mode = outputMode(io, options);
        const progress = await snapshotProgress(io, mode);
        // The source is always the embedded database, whatever DATABASE_URL says.
        const embedded = { ...io, env: { ...io.env, DATABASE_URL: undefined } };
        const result = await withDatabase(embedded, (_ctx, source) =>
          copyDatabase({ source, targetUrl: options.to, onProgress: (p) => progress.update(p) }),
        ).catch((error: unknown) => asCliError(io, mode, error));
        const seconds = await progress.complete();
        const rows = result.checks.reduce((sum, check) => sum + check.actual.rows, 0);
        await printChecks(
          io,
          mode,
          {
            schema: result.schema,
            seconds,
            message:
              `Copied and verified ${result.checks.length} tables (${rows} rows) in ${seconds} s. ` +
              'Start the server with DATABASE_URL set to the target.',
          },
          result.checks,
        );
        return 0;
      }),
    );
}
