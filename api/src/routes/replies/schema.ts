import { z } from 'zod';
import { idParam, paginationQuery } from '#shared/schemas/common';
import { ReplyCreateSchema } from '#shared/schemas/reviews';

export const ReplyListSchema = z.object({
  params: z.object({ id: idParam }),
  query: paginationQuery(100),
});

export const ReplyCreateRequestSchema = z.object({
  params: z.object({ id: idParam }),
  body: ReplyCreateSchema,
});
