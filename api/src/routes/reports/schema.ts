import { z } from 'zod';
import { idParam } from '#shared/schemas/common';
import { ReportCreateSchema } from '#shared/schemas/companies';

export const ReportCreateRequestSchema = z.object({
  params: z.object({ id: idParam }),
  body: ReportCreateSchema,
});
