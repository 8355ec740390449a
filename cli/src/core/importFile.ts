import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { type Readable, Transform } from 'node:stream';
import type { Context } from '#api/src/context';
import {
  type ImportProgress,
  type ImportSummary,
  importReviews,
} from '#api/src/services/import/importReviews';
import { CliError } from '../errors.ts';

/** What the import command shows while it runs: the service's counts plus pace and position. */
export interface ImportRunProgress extends ImportProgress {
  rowsPerSecond: number;
  bytesRead: number;
  /** The file's size; undefined while reading stdin (at the end, what was read). */
  totalBytes: number | undefined;
}

/** The service's summary plus the final progress, so the last frame and the summary agree. */
export type ImportRunResult = ImportSummary & ImportRunProgress & { seconds: number };

/** `-` means stdin, as in most Unix tools. */
export type ImportSource = { path: string } | { stdin: NodeJS.ReadableStream };

/**
 * The core of `review-admin import`: streams a file (or stdin) into the same `importReviews`
 * the admin API's upload calls, adding what a terminal wants to show (rows/s, bytes read).
 */
export async function importFile(
  ctx: Context,
  source: ImportSource,
  options: {
    dryRun?: boolean;
    batchSize?: number;
    onProgress?: (progress: ImportRunProgress) => void;
  } = {},
): Promise<ImportRunResult> {
  const { stream, totalBytes } = await open(source);
  let bytesRead = 0;
  const counted = stream.pipe(
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bytesRead += chunk.length;
        done(null, chunk);
      },
    }),
  );
  stream.on('error', (error) => counted.destroy(error));

  const started = performance.now();
  const elapsed = () => (performance.now() - started) / 1000;
  let rowsRead = 0;
  const result = await importReviews(ctx, counted, {
    dryRun: options.dryRun,
    batchSize: options.batchSize,
    onProgress: (progress) => {
      rowsRead = progress.rowsRead;
      options.onProgress?.({
        ...progress,
        rowsPerSecond: pace(progress.rowsRead, elapsed()),
        bytesRead,
        totalBytes,
      });
    },
  });
  const seconds = elapsed();
  // The last batch's progress can come before the final rows were counted.
  rowsRead = Math.max(rowsRead, result.imported + result.failed + result.duplicates);
  return {
    ...result,
    rowsRead,
    seconds,
    rowsPerSecond: pace(rowsRead, seconds),
    bytesRead,
    totalBytes: totalBytes ?? bytesRead,
  };
}

const pace = (rows: number, seconds: number) => (seconds > 0 ? rows / seconds : 0);

async function open(source: ImportSource): Promise<{ stream: Readable; totalBytes?: number }> {
  if ('stdin' in source) return { stream: source.stdin as Readable };
  try {
    const info = await stat(source.path);
    if (!info.isFile()) throw new CliError(`${source.path} is not a file`);
    return { stream: createReadStream(source.path), totalBytes: info.size };
  } catch (error) {
    if (error instanceof CliError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    throw new CliError(
      code === 'ENOENT'
        ? `${source.path}: no such file`
        : `Cannot read ${source.path} (${code ?? (error as Error).message})`,
    );
  }
}
