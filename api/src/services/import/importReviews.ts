import type { Readable } from 'node:stream';
import { describeImportRowError, ImportRowSchema } from '#shared/schemas/importRow';
import type { ImportResult } from '#shared/types/admin';
import { type Context, withTransaction } from '../../context.ts';
import { authorizeAdmin } from '../../policies/adminPolicy.ts';
import { recordActivity } from '../activity/recordActivity.ts';
import { applyCounterDeltas } from '../companies/counters.ts';
import { csvRecords } from './csvRecords.ts';
import { ErrorList } from './errorList.ts';
import { importFingerprint } from './fingerprint.ts';
import {
  type BatchOutcome,
  type PreparedRow,
  storedFingerprints,
  writeBatch,
} from './writeBatch.ts';

export interface ImportProgress {
  /** Data rows read so far (valid or not). */
  rowsRead: number;
  imported: number;
  failed: number;
  duplicates: number;
}

export interface ImportOptions {
  /** Validate and count, write nothing (`review-admin import --dry-run`). */
  dryRun?: boolean;
  /** Called after every batch, and every `batchSize` rows read. */
  onProgress?: (progress: ImportProgress) => void;
  /** Rows per transaction (default 1000). */
  batchSize?: number;
}

/**
 * Batches whose counter deltas are folded into the companies at a time: company pages trail an
 * import by at most this many batches, and a company spread over the whole file is updated
 * once per this many batches instead of once per batch.
 */
const COUNTER_BATCHES = 20;

/**
 * Batches written at once on PostgreSQL (two connections, beside the reading): the database
 * works on one while it waits for the other's next statement (issue 12: 0.46 of a bare COPY
 * with one, 0.81 with two). The embedded database has one connection: one at a time.
 */
const POSTGRES_WRITERS = 2;

export type ImportSummary = ImportResult & { companiesCreated: number; dryRun: boolean };

/**
 * Imports reviews from a CSV stream (`POST /api/admin/import-reviews`, `review-admin import`).
 * Every row is validated with the shared ImportRowSchema; a bad row is counted and reported as
 * `Row N: reason` and never stops the import; a row already stored, or earlier in the file, is a
 * duplicate. Valid rows are written in batches, each in its own short transaction (never one
 * held open while reading) that also records its companies' counter deltas; those are folded
 * into the companies every COUNTER_BATCHES batches and when the import stops, however it stops.
 * A file that is not a CSV, or lacks a required column, fails as a whole with a 400 before any
 * write.
 */
export async function importReviews(
  ctx: Context,
  input: Readable,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  authorizeAdmin(ctx.actor, 'moderate');
  const batchSize = options.batchSize ?? 1000;
  const dryRun = options.dryRun ?? false;
  const errors = new ErrorList();
  const progress: ImportProgress = { rowsRead: 0, imported: 0, failed: 0, duplicates: 0 };
  let companiesCreated = 0;
  let batchesWritten = 0;
  let batch: PreparedRow[] = [];
  // Only a dry run needs to remember the file's rows (a real one asks the unique index).
  const seenInDryRun = new Set<string>();

  // Batches are written (up to `writers` at once) while the next is read and checked.
  const writers = ctx.db.engine === 'postgresql' ? POSTGRES_WRITERS : 1;
  const writing = new Set<Promise<void>>();
  let writeError: { error: unknown } | undefined;

  const flush = async () => {
    if (batch.length === 0) return;
    const rows = batch;
    batch = [];
    if (dryRun) {
      await countDryRun(rows);
      options.onProgress?.({ ...progress });
      return;
    }
    while (writing.size >= writers) await Promise.race(writing);
    if (writeError) throw writeError.error;
    const write: Promise<void> = writeRetryingDeadlocks(ctx, rows)
      .then(async (outcome) => {
        progress.imported += outcome.imported;
        progress.duplicates += outcome.duplicates;
        companiesCreated += outcome.companiesCreated;
        batchesWritten += 1;
        if (batchesWritten % COUNTER_BATCHES === 0) await applyCounterDeltas(ctx.knex);
        options.onProgress?.({ ...progress });
      })
      .catch((error: unknown) => {
        writeError = { error };
      })
      .finally(() => writing.delete(write));
    writing.add(write);
  };

  const countDryRun = async (rows: PreparedRow[]) => {
    const stored = await storedFingerprints(ctx, rows);
    for (const { fingerprint } of rows) {
      const duplicate = stored.has(fingerprint) || seenInDryRun.has(fingerprint);
      seenInDryRun.add(fingerprint);
      if (duplicate) progress.duplicates += 1;
      else progress.imported += 1;
    }
  };

  const readAndWrite = async (): Promise<void> => {
    for await (const item of csvRecords(input)) {
      progress.rowsRead += 1;
      if (item.kind === 'error') {
        progress.failed += 1;
        errors.add(`Row ${item.line}: ${item.message}`);
      } else {
        const parsed = ImportRowSchema.safeParse(item.cells);
        if (parsed.success) {
          batch.push({ row: parsed.data, fingerprint: importFingerprint(parsed.data) });
        } else {
          progress.failed += 1;
          errors.add(`Row ${item.line}: ${describeImportRowError(parsed.error)}`);
        }
      }
      if (batch.length >= batchSize) await flush();
      else if (progress.rowsRead % batchSize === 0) options.onProgress?.({ ...progress });
    }
    await flush();
  };

  try {
    await readAndWrite();
  } finally {
    // What the written batches added, whether or not the file went to its end.
    await Promise.all(writing);
    if (!dryRun) await applyCounterDeltas(ctx.knex);
  }
  if (writeError) throw writeError.error;

  const result: ImportSummary = {
    // Failed only when every row failed: a duplicate is a row already imported, not a failure.
    success: progress.failed === 0 || progress.imported + progress.duplicates > 0,
    imported: progress.imported,
    failed: progress.failed,
    duplicates: progress.duplicates,
    errors: errors.toArray(),
    companiesCreated,
    dryRun,
  };
  if (!dryRun) await recordImport(ctx, result);
  return result;
}

async function recordImport(ctx: Context, result: ImportSummary): Promise<void> {
  await recordActivity(ctx, {
    type: 'reviews_imported',
    message: `Imported ${result.imported} review${result.imported === 1 ? '' : 's'} from CSV (${result.failed} failed, ${result.duplicates} duplicates)`,
    entityType: 'import',
    metadata: {
      imported: result.imported,
      failed: result.failed,
      duplicates: result.duplicates,
      companiesCreated: result.companiesCreated,
    },
  });
}

/** PostgreSQL's `deadlock_detected`: one of the transactions in the cycle was rolled back. */
const DEADLOCK_DETECTED = '40P01';

/**
 * Writes a batch in its own transaction, again when PostgreSQL broke a deadlock by rolling it
 * back. Two batches written at once can wait on each other only when each holds a fingerprint
 * the other inserts next (the same reviews twice in a file, in the opposite order): the retry
 * finds the other batch's rows stored and counts them as duplicates.
 */
async function writeRetryingDeadlocks(ctx: Context, rows: PreparedRow[]): Promise<BatchOutcome> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await withTransaction(ctx, (trx) => writeBatch(trx, rows));
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      if (code !== DEADLOCK_DETECTED || attempt >= 3) throw error;
      ctx.logger.info({ attempt }, 'import: a batch met a deadlock and is written again');
    }
  }
}
