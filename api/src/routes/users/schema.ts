import { z } from 'zod';
import { paginationQuery, uuidParam } from '#shared/schemas/common';
import { USER_REVIEW_SORTS } from '#shared/schemas/reviews';

export const UserByIdSchema = z.object({ params: z.object({ id: uuidParam }) });

export const UserReviewsSchema = z.object({
  params: z.object({ id: uuidParam }),
  query: paginationQuery(10).extend({
    sort: z
      .enum(USER_REVIEW_SORTS, { error: 'must be recent, rating or helpful' })
      .default('recent'),
  }),
});
