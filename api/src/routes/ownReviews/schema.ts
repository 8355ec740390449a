import { z } from 'zod';
import { idParam } from '#shared/schemas/common';
import { ReviewUpdateSchema } from '#shared/schemas/reviews';

export const OwnReviewUpdateSchema = z.object({
  params: z.object({ id: idParam }),
  body: ReviewUpdateSchema,
});

export const OwnReviewDeleteSchema = z.object({ params: z.object({ id: idParam }) });
