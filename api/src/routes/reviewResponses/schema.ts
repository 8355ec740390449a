import { z } from 'zod';
import { idParam } from '#shared/schemas/common';
import { ReviewResponseSchema } from '#shared/schemas/reviews';

export const ResponsePutSchema = z.object({
  params: z.object({ id: idParam }),
  body: ReviewResponseSchema,
});

export const ResponseDeleteSchema = z.object({ params: z.object({ id: idParam }) });
