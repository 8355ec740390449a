import { z } from 'zod';

export const enrichKey = (companyId: number) => `enrich:${companyId}`;

export const EnrichPayloadSchema = z.object({
  companyId: z.number().int().positive(),
  /** An admin's full refresh: overwrite fields the profile has values for, not only empty ones. */
  full: z.boolean().default(false),
});
export type EnrichPayload = z.infer<typeof EnrichPayloadSchema>;
