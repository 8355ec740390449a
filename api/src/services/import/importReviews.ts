import type { Readable } from 'node:stream';
import { describeImportRowError, ImportRowSchema } from '#shared/schemas/importRow';
import type { ImportResult } from '#shared/types/admin';
import { type Context, withTransaction } from '../../context.ts';
import { authorizeAdmin } from '../../policies/adminPolicy.ts';
import { recordActivity } from '../activity/recordActivity.ts';
import { csvRecords } from './csvRecords.ts';
import { ErrorList } from './errorList.ts';
import { importFingerprint } from './fingerprint.ts';
import { type PreparedRow, storedFingerprints, writeBatch } from './writeBatch.ts';

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

export type ImportSummary = ImportResult & { companiesCreated: number; dryRun: boolean };

/**
 * Imports reviews from a CSV stream (`POST /api/admin/import-reviews`, `review-admin import`).
 * Every row is validated with the shared ImportRowSchema; a bad row is counted and reported as
 * `Row N: reason` and never stops the import; a row already stored, or earlier in the file, is a
 * duplicate. Valid rows are written in batches, each in its own short transaction (never one
 * held open while reading), with the company counters updated in the same transaction. A file
 * that is not a CSV, or lacks a required column, fails as a whole with a 400 before any write.
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
  let batch: PreparedRow[] = [];
  // Only a dry run needs to remember the file's rows (a real one asks the unique index).
  const seenInDryRun = new Set<string>();

  // One batch is written while the next is read and checked: with PostgreSQL the two overlap.
  let writing: Promise<void> = Promise.resolve();
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
    await writing;
    if (writeError) throw writeError.error;
    writing = withTransaction(ctx, (trx) => writeBatch(trx, rows)).then(
      (outcome) => {
        progress.imported += outcome.imported;
        progress.duplicates += outcome.duplicates;
        companiesCreated += outcome.companiesCreated;
        options.onProgress?.({ ...progress });
      },
      (error: unknown) => {
        writeError = { error };
      },
    );
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
  await writing;
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
