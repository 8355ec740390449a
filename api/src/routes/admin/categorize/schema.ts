import { z } from 'zod';
import { idParam } from '#shared/schemas/common';

/** The spec sends no body: every option is optional. */
export const CategorizeRequestSchema = z.object({
  body: z
    .object({
      onlyUncategorized: z.boolean({ error: 'must be true or false' }).optional(),
      provider: z.enum(['local', 'openai'], { error: 'must be local or openai' }).optional(),
      limit: z.number().int().positive().max(10_000_000).optional(),
    })
    .default({}),
});

export const EnrichRequestSchema = z.object({
  params: z.object({ id: idParam }),
  body: z.object({ full: z.boolean({ error: 'must be true or false' }).optional() }).default({}),
});
