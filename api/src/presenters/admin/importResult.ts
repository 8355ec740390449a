import type { ImportResult } from '#shared/types/admin';
import type { ImportSummary } from '../../services/import/importReviews.ts';

/**
 * An import's result as `POST /api/admin/import-reviews` answers it (and `review-admin import
 * --json` prints it): the counts and row errors, not the service's extras (new companies, dry run).
 */
export function presentImportResult(summary: ImportSummary): ImportResult {
  return {
    success: summary.success,
    imported: summary.imported,
    failed: summary.failed,
    duplicates: summary.duplicates,
    errors: summary.errors,
  };
}
