import { createHash } from 'node:crypto';
import type { ImportRow } from '#shared/schemas/importRow';

/**
 * What makes two imported rows the same review (same company, title, content, rating, date and
 * reviewer email), hashed for the unique `reviews.import_fingerprint` index. An empty date stays
 * empty here (not "today"), so importing the same file again tomorrow is still a no-op.
 */
export function importFingerprint(row: ImportRow): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        row.companyDomain,
        row.title,
        row.content,
        row.rating,
        row.createdAt ?? '',
        row.reviewerEmail ?? '',
      ]),
    )
    .digest('base64url');
}
