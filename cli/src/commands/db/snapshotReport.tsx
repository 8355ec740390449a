import { BackupFileError } from '#api/src/db/snapshot/backupFile';
import {
  type LoadProgress,
  SnapshotMismatchError,
  SnapshotRefusedError,
  type TableCheck,
} from '#api/src/db/snapshot/loadSnapshot';
import { CliError } from '../../errors.ts';
import { type CliIO, type OutputMode, writeJson, writeLine } from '../../io.ts';
import { renderOnce, viewsFor } from '../../lazyViews.ts';
import { createProgressReporter, type ProgressReporter } from '../../progress.ts';
import { type Column, plainTable } from '../../text/table.ts';

const PHASES: Record<LoadProgress['phase'], string> = {
  reading: 'Counting and checksumming',
  loading: 'Copying',
  indexing: 'Building index',
  verifying: 'Verifying',
};

/**
 * Progress of a copy, backup or restore: a bar on a terminal, lines on stderr otherwise.
 * `complete()` shows the last phase done and gives the seconds since the progress began.
 */
export async function snapshotProgress(
  io: CliIO,
  mode: OutputMode,
): Promise<ProgressReporter<LoadProgress> & { complete(): Promise<number> }> {
  const started = performance.now();
  const ui = await viewsFor(mode);
  let last: LoadProgress | undefined;
  const reporter = await createProgressReporter<LoadProgress>(io, mode, {
    ink:
      ui &&
      ((p) => (
        <ui.ProgressBar done={p.done} total={p.total} label={`${PHASES[p.phase]} ${p.table}`} />
      )),
    line: (p) =>
      `${PHASES[p.phase]}: ${p.done}/${p.total} ${p.phase === 'indexing' ? 'indexes' : 'tables'} (${p.table})`,
    milestone: (p) => p.done === 0,
  });
  return {
    update(progress) {
      last = progress;
      reporter.update(progress);
    },
    finish: (progress) => reporter.finish(progress),
    async complete() {
      if (last) await reporter.finish({ ...last, done: last.total });
      return Number(((performance.now() - started) / 1000).toFixed(1));
    },
  };
}

const COLUMNS: Column<TableCheck>[] = [
  { header: 'Table', value: (c) => c.table },
  { header: 'Source rows', value: (c) => String(c.expected.rows) },
  { header: 'Copied rows', value: (c) => String(c.actual.rows) },
  { header: 'Checksum', value: (c) => c.expected.checksum },
  { header: 'Verified', value: (c) => (c.equal ? 'yes' : 'NO') },
];

/** The verification, table by table: rows and checksum on both sides. */
export async function printChecks(
  io: CliIO,
  mode: OutputMode,
  summary: Record<string, unknown> & { message: string },
  checks: TableCheck[],
): Promise<void> {
  if (mode === 'json') {
    const { message: _message, ...rest } = summary;
    writeJson(io, {
      ...rest,
      tables: checks.map((c) => ({
        table: c.table,
        rows: c.expected.rows,
        checksum: c.expected.checksum,
        copiedRows: c.actual.rows,
        copiedChecksum: c.actual.checksum,
        verified: c.equal,
      })),
    });
    return;
  }
  const ui = await viewsFor(mode);
  if (ui) await renderOnce(io, <ui.Table columns={COLUMNS} rows={checks} />);
  else writeLine(io.stdout, plainTable(COLUMNS, checks));
  writeLine(io.stdout, summary.message);
}

/** The snapshot's own refusals as one line each (a mismatch shows its table first). */
export async function asCliError(io: CliIO, mode: OutputMode, error: unknown): Promise<never> {
  if (error instanceof SnapshotMismatchError) {
    if (mode !== 'json') writeLine(io.stdout, plainTable(COLUMNS, error.checks));
    throw new CliError(error.message);
  }
  if (error instanceof SnapshotRefusedError || error instanceof BackupFileError) {
    throw new CliError(error.message);
  }
  throw error;
}
