import { z } from 'zod';
import { idParam } from '#shared/schemas/common';
import { FaqCreateSchema, FaqUpdateSchema } from '#shared/schemas/questions';

export const FaqListSchema = z.object({ params: z.object({ id: idParam }) });

export const FaqCreateRequestSchema = z.object({
  params: z.object({ id: idParam }),
  body: FaqCreateSchema,
});

export const FaqUpdateRequestSchema = z.object({
  params: z.object({ id: idParam }),
  body: FaqUpdateSchema,
});

export const FaqDeleteRequestSchema = z.object({ params: z.object({ id: idParam }) });
