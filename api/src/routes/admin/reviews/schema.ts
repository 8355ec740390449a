import { z } from 'zod';
import { AdminListQuerySchema, REVIEW_FILTERS } from '#shared/schemas/admin';
import { idParam } from '#shared/schemas/common';

const filter = z
  .enum(REVIEW_FILTERS, { error: `must be one of ${REVIEW_FILTERS.join(', ')}` })
  .default('all');

export const ReviewListRequestSchema = z.object({
  query: AdminListQuerySchema.extend({ filter }),
});
export const ReviewStatsRequestSchema = z.object({
  query: z.object({ q: AdminListQuerySchema.shape.q, filter }),
});
export const ReviewRequestSchema = z.object({ params: z.object({ id: idParam }) });
