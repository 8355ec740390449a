import { createWriteStream, existsSync, renameSync, rmSync } from 'node:fs';
import type { Command } from 'commander';
import { backupDatabase } from '#api/src/db/snapshot/backupDatabase';
import { type ActionState, action } from '../action.ts';
import { withDatabase } from '../database.ts';
import { CliError } from '../errors.ts';
import { type CliIO, outputMode, writeJson, writeLine } from '../io.ts';
import { snapshotProgress } from './db/snapshotReport.tsx';

export function registerBackup(program: Command, io: CliIO, state: ActionState): void {
  program
    .command('backup <file>')
    .description(
      'Write a consistent backup of the whole database to a file (PostgreSQL: while the server runs; embedded: with the server stopped, or use "Download backup" in the admin settings)',
    )
    .option('--json', 'print the result as JSON')
    .addHelpText(
      'after',
      '\nExamples:\n  $ review-admin backup reviews-$(date +%F).backup\n' +
        '  $ DATABASE_URL=postgres://localhost/reviews review-admin backup nightly.backup',
    )
    .action(
      action(state, async (file: string, options: { json?: boolean }) => {
        if (existsSync(file)) throw new CliError(`${file} already exists: choose another name.`);
        const mode = outputMode(io, options);
        const progress = await snapshotProgress(io, mode);
        // Written beside the file and renamed at the end: a cut run leaves no file that looks whole.
        const partial = `${file}.partial`;
        const header = await withDatabase(io, (_ctx, db) =>
          backupDatabase({
            db,
            out: createWriteStream(partial),
            onProgress: (p) => progress.update(p),
          }),
        ).catch((error: unknown) => {
          rmSync(partial, { force: true });
          throw error;
        });
        renameSync(partial, file);
        const seconds = await progress.complete();
        const rows = header.tables.reduce((sum, table) => sum + table.rows, 0);
        const summary = {
          file,
          schema: header.migrations.at(-1),
          tables: header.tables.length,
          rows,
          seconds,
        };
        if (mode === 'json') writeJson(io, summary);
        else {
          writeLine(
            io.stdout,
            `Backed up ${summary.tables} tables (${rows} rows) to ${file} in ${seconds} s.`,
          );
        }
        return 0;
      }),
    );
}
