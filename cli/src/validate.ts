import type { z } from 'zod';
import { formatIssues, issuesToMessage } from '#shared/validation/formatIssues';
import { usageError } from './errors.ts';

/**
 * Checks command-line input with the same zod schema the admin API validates with, so both
 * front doors accept and refuse the same things; a refusal is a usage error (exit code 2).
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw usageError(issuesToMessage(formatIssues(parsed.error)));
  return parsed.data;
}
