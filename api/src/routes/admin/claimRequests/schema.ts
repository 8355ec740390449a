import { z } from 'zod';
import { idParam, paginationQuery } from '#shared/schemas/common';

export const ClaimListRequestSchema = z.object({
  query: paginationQuery(100).extend({
    status: z
      .enum(['pending', 'verified', 'rejected'], {
        error: 'must be pending, verified or rejected',
      })
      .optional(),
  }),
});
export const ClaimRequestSchema = z.object({ params: z.object({ id: idParam }) });
