import type { ReportStats } from '#shared/types/admin';
import { type Context, withTransaction } from '../../../context.ts';
import { conflict, notFound } from '../../../http/errors.ts';
import { Report, type ReportStatus } from '../../../models/Report.ts';
import { actingAdminId, authorizeAdmin } from '../../../policies/adminPolicy.ts';
import { recordActivity } from '../../activity/recordActivity.ts';
import { countByStatus, newestFirstPage, type Page } from '../paging.ts';
import { type ScreenReportStatus, toScreenStatus, toStoredStatus } from './reportStatus.ts';

export interface ReportListQuery {
  status?: ScreenReportStatus;
  limit: number;
  offset: number;
}

/** Report Issue: reports newest first, with the reporter's account when there was one. */
export async function listReports(ctx: Context, query: ReportListQuery): Promise<Page<Report>> {
  authorizeAdmin(ctx.actor, 'moderate');
  return newestFirstPage(
    () => {
      const builder = Report.query(ctx.knex);
      if (query.status) builder.where('status', toStoredStatus(query.status));
      return builder;
    },
    query,
    {
      shape: (page) =>
        page
          .withGraphFetched('user(brief)')
          .modifiers({ brief: (builder) => builder.select('id', 'email') }),
    },
  );
}

/** The header badges: open and total (and the two closed states). */
export async function reportStats(ctx: Context): Promise<ReportStats> {
  authorizeAdmin(ctx.actor, 'moderate');
  const counts = await countByStatus<ReportStatus>(ctx.knex, 'reports');
  return {
    total: counts.total,
    open: counts.of(toStoredStatus('open')),
    resolved: counts.of('resolved'),
    dismissed: counts.of('dismissed'),
  };
}

/**
 * Mark Resolved / Dismiss: open → resolved | dismissed, with `resolvedAt` and who did it. Only
 * an open report can move (409 otherwise).
 */
export async function closeReport(
  ctx: Context,
  id: number,
  outcome: 'resolved' | 'dismissed',
): Promise<Report> {
  authorizeAdmin(ctx.actor, 'moderate');
  return withTransaction(ctx, async (trx) => {
    const report = await Report.query(trx.knex).findById(id).forUpdate();
    if (!report) throw notFound('Report not found');
    if (toScreenStatus(report.status) !== 'open') {
      throw conflict(`This report is already ${toScreenStatus(report.status)}`);
    }
    const closed = await report.$query(trx.knex).patchAndFetch({
      status: outcome,
      resolvedAt: new Date(),
      resolvedBy: actingAdminId(trx.actor),
    });
    await recordActivity(trx, {
      type: outcome === 'resolved' ? 'report_resolved' : 'report_dismissed',
      message: `Report about ${report.companyDomain} ${outcome}`,
      entityType: 'report',
      entityId: report.id,
      metadata: { companyId: report.companyId, domain: report.companyDomain },
    });
    return closed;
  });
}
