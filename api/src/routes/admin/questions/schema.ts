import { z } from 'zod';
import { AdminListQuerySchema } from '#shared/schemas/admin';
import { idParam } from '#shared/schemas/common';
import { QaModerationSchema } from '#shared/schemas/questions';

export const AdminQuestionListSchema = z.object({ query: AdminListQuerySchema });

export const QaModerateRequestSchema = z.object({
  params: z.object({ id: idParam }),
  body: QaModerationSchema,
});

export const QaDeleteRequestSchema = z.object({ params: z.object({ id: idParam }) });
