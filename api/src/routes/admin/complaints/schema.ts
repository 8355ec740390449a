import { z } from 'zod';
import {
  AdminListQuerySchema,
  COMPLAINT_CATEGORIES,
  COMPLAINT_PRIORITIES,
  COMPLAINT_STATUSES,
  ComplaintUpdateSchema,
} from '#shared/schemas/admin';
import { idParam } from '#shared/schemas/common';

/** `all` (the screen's default select value) means no filter. */
const optionalFilter = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .enum([...values, 'all'] as [T[number] | 'all', ...Array<T[number] | 'all'>], {
      error: `must be one of all, ${values.join(', ')}`,
    })
    .optional()
    .transform((value) => (value === 'all' ? undefined : (value as T[number] | undefined)));

const filters = {
  status: optionalFilter(COMPLAINT_STATUSES),
  priority: optionalFilter(COMPLAINT_PRIORITIES),
  category: optionalFilter(COMPLAINT_CATEGORIES),
};

export const ComplaintListRequestSchema = z.object({
  query: AdminListQuerySchema.extend(filters),
});
export const ComplaintStatsRequestSchema = z.object({
  query: z.object({ q: AdminListQuerySchema.shape.q, ...filters }),
});
export const ComplaintUpdateRequestSchema = z.object({
  params: z.object({ id: idParam }),
  body: ComplaintUpdateSchema,
});
