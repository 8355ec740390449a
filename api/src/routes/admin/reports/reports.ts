import Router from '@koa/router';
import { serviceContext } from '../../../http/actor.ts';
import { requireAdmin } from '../../../http/auth.ts';
import { inputOf, validate } from '../../../http/validate.ts';
import { presentIssueReport } from '../../../presenters/admin/moderation.ts';
import {
  closeReport,
  listReports,
  reportStats,
} from '../../../services/adminPanel/reports/reports.ts';
import { sendPage } from '../sendPage.ts';
import { ReportListRequestSchema, ReportRequestSchema } from './schema.ts';

/** Report Issue: the reports (stored `pending` shown as `open`), resolve and dismiss. */
export const reportsRouter = new Router();

reportsRouter.get('/reports', requireAdmin(), validate(ReportListRequestSchema), async (ctx) => {
  const { query } = inputOf(ctx, ReportListRequestSchema);
  sendPage(ctx, await listReports(serviceContext(ctx, 'admin'), query), presentIssueReport);
});

reportsRouter.get('/reports/stats', requireAdmin(), async (ctx) => {
  ctx.body = await reportStats(serviceContext(ctx, 'admin'));
});

for (const [action, outcome] of [
  ['resolve', 'resolved'],
  ['dismiss', 'dismissed'],
] as const) {
  reportsRouter.post(
    `/reports/:id/${action}`,
    requireAdmin(),
    validate(ReportRequestSchema),
    async (ctx) => {
      const { params } = inputOf(ctx, ReportRequestSchema);
      const report = await closeReport(serviceContext(ctx, 'admin'), params.id, outcome);
      ctx.body = presentIssueReport(report);
    },
  );
}
