import { z } from 'zod';
import { paginationQuery } from '#shared/schemas/common';

export const CategoryCompaniesSchema = z.object({
  params: z.object({ slug: z.string().max(120, { error: 'is too long' }) }),
  query: paginationQuery(50),
});
