import type { z } from 'zod';

export interface FormattedIssue {
  /** Dotted field path, without the request part (`title`, `items.0.rating`). */
  path: string;
  message: string;
}

const REQUEST_PARTS = new Set(['body', 'query', 'params']);

/** Zod issues as short, readable lines: `title: Required`, `rating: Invalid input: ...`. */
export function formatIssues(error: z.ZodError): FormattedIssue[] {
  return error.issues.map((issue) => {
    const segments = issue.path.map(String);
    if (segments.length > 0 && REQUEST_PARTS.has(segments[0] ?? '')) segments.shift();
    return { path: segments.join('.'), message: readableMessage(issue) };
  });
}

export function issuesToMessage(issues: FormattedIssue[]): string {
  return issues
    .map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message))
    .join('; ');
}

function readableMessage(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type' && issue.message.endsWith('received undefined')) {
    return 'Required';
  }
  return issue.message;
}
