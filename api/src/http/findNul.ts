import type { FormattedIssue } from '#shared/validation/formatIssues';

const NUL_MESSAGE = 'must not contain NUL characters';

/**
 * Where a NUL character (`\u0000`) hides in a request's input: in any string or object key of
 * `params`, `query` or `body`. PostgreSQL cannot store one in text or jsonb, so such input is
 * refused up front with a 400 that names the field, rather than failing in the database.
 */
export function findNul(input: Record<string, unknown>): FormattedIssue[] {
  const issues: FormattedIssue[] = [];
  const visit = (value: unknown, path: string[]) => {
    if (typeof value === 'string') {
      if (value.includes('\u0000')) issues.push({ path: path.join('.'), message: NUL_MESSAGE });
      return;
    }
    if (value === null || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      if (key.includes('\u0000')) {
        issues.push({
          path: path.join('.'),
          message: 'field names must not contain NUL characters',
        });
        continue;
      }
      visit(child, [...path, key]);
    }
  };
  for (const part of Object.values(input)) visit(part, []);
  return issues;
}
