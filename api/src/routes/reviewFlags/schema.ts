import { z } from 'zod';
import { idParam } from '#shared/schemas/common';
import { ReviewFlagSchema } from '#shared/schemas/reviews';

export const FlagCreateSchema = z.object({
  params: z.object({ id: idParam }),
  body: ReviewFlagSchema,
});
