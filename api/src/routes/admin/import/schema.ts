import { z } from 'zod';

export const ImportRequestSchema = z.object({
  query: z.object({
    dryRun: z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .optional()
      .transform((value) => value === 'true'),
  }),
});
