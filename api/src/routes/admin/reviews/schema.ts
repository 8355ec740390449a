import { z } from 'zod';
import { AdminListQuerySchema, REVIEW_FILTERS } from '#shared/schemas/admin';
import { idParam, uuidParam } from '#shared/schemas/common';

const filter = z
  .enum(REVIEW_FILTERS, { error: `must be one of ${REVIEW_FILTERS.join(', ')}` })
  .default('all');

export const ReviewListRequestSchema = z.object({
  // `userId`: one account's reviews, opened from the admin's user detail.
  query: AdminListQuerySchema.extend({ filter, userId: uuidParam.optional() }),
});
export const ReviewStatsRequestSchema = z.object({
  query: z.object({ q: AdminListQuerySchema.shape.q, filter, userId: uuidParam.optional() }),
});
export const ReviewRequestSchema = z.object({ params: z.object({ id: idParam }) });
