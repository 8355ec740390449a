import { z } from 'zod';
import { normalizeDomain } from '../domain/normalizeDomain.ts';
import { isValidDomain } from '../domain/validateDomain.ts';
import { LIMITS } from './common.ts';

/**
 * One row of a review import CSV (admin-and-data-model.md §3 "Review import row"), as the
 * parser hands it over: every cell a string, keyed by the lower-cased header. The same rules as
 * the public review form where they overlap (title and content lengths, domain rules).
 */
export const IMPORT_COLUMNS = [
  'company_domain',
  'rating',
  'title',
  'content',
  'is_complaint',
  'reviewer_name',
  'reviewer_email',
  'created_at',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** A file without one of these fails as a whole; the others may be left out. */
export const REQUIRED_IMPORT_COLUMNS: readonly ImportColumn[] = [
  'company_domain',
  'rating',
  'title',
  'content',
];

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
// "Not in the future" is judged against the latest calendar date anywhere on Earth (UTC+14),
// so a reviewer's "today" is never refused because the server runs in UTC.
const LATEST_OFFSET_MS = 14 * 60 * 60 * 1000;

/** A cell as text: missing cells (short rows) count as empty. */
const cell = z
  .string()
  .optional()
  .transform((value) => (value ?? '').trim());

/** A cell of `column`: also refuses NUL characters, which the database cannot store. */
const cellOf = (column: ImportColumn) =>
  cell.refine((value) => !value.includes('\u0000'), {
    error: `${column} must not contain NUL characters`,
    abort: true,
  });

export const ImportRowSchema = z
  .object({
    company_domain: cellOf('company_domain')
      .refine((value) => value !== '', { error: 'company_domain is required' })
      .transform(normalizeDomain)
      .refine(isValidDomain, { error: 'company_domain is not a valid domain', abort: true }),
    rating: cellOf('rating').refine((value) => /^[1-5]$/.test(value), {
      error: 'rating must be a whole number from 1 to 5',
    }),
    title: cellOf('title')
      .refine((value) => value !== '', { error: 'title is required' })
      .refine((value) => value.length <= LIMITS.titleMax, {
        error: `title must be at most ${LIMITS.titleMax} characters`,
      }),
    content: cellOf('content')
      .refine((value) => value !== '', { error: 'content is required' })
      .refine((value) => value.length <= LIMITS.contentMax, {
        error: `content must be at most ${LIMITS.contentMax} characters`,
      }),
    is_complaint: cellOf('is_complaint').refine((value) => /^(true|false|)$/i.test(value), {
      error: 'is_complaint must be true or false',
    }),
    reviewer_name: cellOf('reviewer_name').refine((value) => value.length <= 255, {
      error: 'reviewer_name must be at most 255 characters',
    }),
    reviewer_email: cellOf('reviewer_email').pipe(
      z.union([
        z.literal(''),
        z
          .email({ error: 'reviewer_email is not a valid email address' })
          .max(LIMITS.emailMax, { error: 'reviewer_email is too long' }),
      ]),
    ),
    created_at: cellOf('created_at').superRefine((value, ctx) => {
      if (value === '') return;
      const problem = dateProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  })
  .transform((row) => ({
    companyDomain: row.company_domain,
    rating: Number(row.rating),
    title: row.title,
    content: row.content,
    isComplaint: row.is_complaint.toLowerCase() === 'true',
    reviewerName: row.reviewer_name || null,
    reviewerEmail: row.reviewer_email ? row.reviewer_email.toLowerCase() : null,
    /** `YYYY-MM-DD`, or null when the cell was empty (the review is dated at import time). */
    createdAt: row.created_at || null,
  }));
export type ImportRow = z.output<typeof ImportRowSchema>;

function dateProblem(value: string): string | undefined {
  const match = DATE_PATTERN.exec(value);
  if (!match) return 'created_at must be a date in the form YYYY-MM-DD';
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) {
    return `created_at is not a real date (${value})`;
  }
  if (year < 1970) return 'created_at must be 1970 or later';
  const latest = new Date(Date.now() + LATEST_OFFSET_MS).toISOString().slice(0, 10);
  if (value > latest) return 'created_at cannot be in the future';
  return undefined;
}

/** One line per problem of a row, joined: `rating must be …; title is required`. */
export function describeImportRowError(error: z.ZodError): string {
  const seen = new Set<string>();
  for (const issue of error.issues) seen.add(issue.message);
  return [...seen].join('; ');
}
