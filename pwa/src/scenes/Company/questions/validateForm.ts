import type { z } from 'zod';
import { fieldErrors } from '../../../lib/fieldErrors.ts';

/** A form's values through its shared schema: the parsed input, or a message per field. */
export function validateForm<S extends z.ZodType>(
  schema: S,
  values: unknown,
):
  | { input: z.output<S>; errors?: undefined }
  | { input?: undefined; errors: Record<string, string> } {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { input: parsed.data };
  return { errors: fieldErrors(parsed.error) };
}
