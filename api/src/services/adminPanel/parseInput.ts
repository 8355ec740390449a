import type { z } from 'zod';
import { formatIssues, issuesToMessage } from '#shared/validation/formatIssues';
import { badRequest } from '../../http/errors.ts';

/**
 * Parses a service's input with its shared schema, as the HTTP layer does, so callers without
 * HTTP (the CLI) get the same 400 and message (`plan: Plan must be Basic, Pro or Premium`).
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const issues = formatIssues(result.error);
    throw badRequest(issuesToMessage(issues), issues);
  }
  return result.data;
}
