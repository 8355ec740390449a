import Router from '@koa/router';
import type { ReportCreated } from '#shared/types/api';
import { idempotent } from '../../http/idempotency.ts';
import { publicLimits } from '../../http/publicLimits.ts';
import { inputOf, validate } from '../../http/validate.ts';
import { asWriter, requestContext } from '../../http/writer.ts';
import { createReport } from '../../services/reports/createReport.ts';
import { ReportCreateRequestSchema } from './schema.ts';

/** Report Issue (public-site.md §7): reports go to the admins' queue. */
export const reportsRouter = new Router();

reportsRouter.post(
  '/companies/:id/report',
  publicLimits.report,
  asWriter,
  validate(ReportCreateRequestSchema),
  idempotent(),
  async (ctx) => {
    const { params, body } = inputOf(ctx, ReportCreateRequestSchema);
    const report = await createReport(requestContext(ctx), params.id, body);
    const answer: ReportCreated = {
      message: 'Report submitted',
      report: { id: report.id, status: 'pending' },
    };
    ctx.status = 201;
    ctx.body = answer;
  },
);
