import { z } from 'zod';
import { idParam, paginationQuery } from '#shared/schemas/common';
import { SCREEN_REPORT_STATUSES } from '../../../services/adminPanel/reports/reportStatus.ts';

export const ReportListRequestSchema = z.object({
  query: paginationQuery(100).extend({
    status: z
      .enum(SCREEN_REPORT_STATUSES, { error: 'must be open, resolved or dismissed' })
      .optional(),
  }),
});
export const ReportRequestSchema = z.object({ params: z.object({ id: idParam }) });
