import { useQuery } from '@tanstack/react-query';
import type { IssueReport, ReportStats } from '#shared/types/admin';
import { Button } from '../../../components/ui/Button.tsx';
import { Badge } from '../../../components/ui/misc.tsx';
import { shortDate } from '../../../lib/text.ts';
import { adminSend, getJson } from '../../api/client.ts';
import { useAdminAction } from '../../api/useAdminAction.ts';
import { useAdminPage } from '../../api/useAdminPage.ts';
import { PagedList } from '../../components/PagedList.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useListControls } from '../../components/useListControls.ts';

const STATUS_TONE = { open: 'amber', resolved: 'green', dismissed: 'slate' } as const;

/** /admin/report-issue (§2, §4): Mark Resolved and Dismiss, refreshed in place. */
export function ReportIssue() {
  const { page, setPage } = useListControls();
  const list = useAdminPage<IssueReport>('/api/admin/reports', {}, page);
  const stats = useQuery({
    queryKey: ['admin', 'report-stats'],
    queryFn: () => getJson<ReportStats>('/api/admin/reports/stats'),
  });
  const resolve = useAdminAction({
    run: (id: number) => adminSend('POST', `/api/admin/reports/${id}/resolve`),
    success: { title: 'Issue Resolved' },
    failure: () => ({ title: 'Error', description: 'Failed to resolve the issue.' }),
  });
  const dismiss = useAdminAction({
    run: (id: number) => adminSend('POST', `/api/admin/reports/${id}/dismiss`),
    success: { title: 'Issue Dismissed' },
    failure: () => ({ title: 'Error', description: 'Failed to dismiss the issue.' }),
  });
  const busy = resolve.isPending || dismiss.isPending;
  return (
    <>
      <PageHeader
        title="Report Issue"
        description="Issues visitors reported about company pages"
        actions={
          <>
            <Badge tone="amber">{stats.data?.open ?? '…'} open</Badge>
            <Badge>{stats.data?.total ?? '…'} total</Badge>
          </>
        }
      />
      <PagedList list={list} page={page} onPage={setPage} empty="No Issue Reports">
        {(items) => (
          <div className="grid gap-3">
            {items.map((report) => (
              <article
                key={report.id}
                aria-label={`Report: ${report.issue}`}
                className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h2 className="font-semibold text-slate-900">{report.issue}</h2>
                  <Badge tone={STATUS_TONE[report.status]}>{report.status}</Badge>
                </div>
                {report.description && (
                  <p className="mt-1 text-sm whitespace-pre-line text-slate-700">
                    {report.description}
                  </p>
                )}
                <p className="mt-2 text-xs text-slate-600">
                  {report.reporterEmail ?? 'Anonymous'} · {shortDate(report.createdAt)} ·{' '}
                  <a
                    href={`/company/${encodeURIComponent(report.companyDomain)}`}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-brand-700 underline"
                  >
                    {report.companyDomain}
                  </a>
                </p>
                {report.status === 'open' && (
                  <div className="mt-3 flex gap-2">
                    <Button size="sm" disabled={busy} onClick={() => resolve.mutate(report.id)}>
                      Mark Resolved
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={busy}
                      onClick={() => dismiss.mutate(report.id)}
                    >
                      Dismiss
                    </Button>
                  </div>
                )}
              </article>
            ))}
          </div>
        )}
      </PagedList>
    </>
  );
}
