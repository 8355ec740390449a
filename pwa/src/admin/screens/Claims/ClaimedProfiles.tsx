import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import type { ClaimRequestItem, ClaimStats } from '#shared/types/admin';
import { serverMessage } from '../../../api/http.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { Badge } from '../../../components/ui/misc.tsx';
import { shortDate } from '../../../lib/text.ts';
import { adminSend, getJson } from '../../api/client.ts';
import { useAdminAction } from '../../api/useAdminAction.ts';
import { useAdminPage } from '../../api/useAdminPage.ts';
import { PagedList } from '../../components/PagedList.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { StatCard, StatGrid } from '../../components/StatCard.tsx';
import { useListControls } from '../../components/useListControls.ts';

const STATUS_TONE = { pending: 'amber', verified: 'green', rejected: 'red' } as const;

/** /admin/claimed-profiles (§2): claims with live counters; approve and reject work. */
export function ClaimedProfiles() {
  const { page, setPage } = useListControls();
  // The dashboard's "pending claims" links here with `?status=pending`.
  const status = useSearchParams()[0].get('status') ?? undefined;
  const list = useAdminPage<ClaimRequestItem>('/api/admin/claim-requests', { status }, page);
  const stats = useQuery({
    queryKey: ['admin', 'claim-stats'],
    queryFn: () => getJson<ClaimStats>('/api/admin/claim-requests/stats'),
  });
  const decide = useAdminAction({
    run: ({ claim, action }: { claim: ClaimRequestItem; action: 'approve' | 'reject' }) =>
      adminSend<ClaimRequestItem>('POST', `/api/admin/claim-requests/${claim.id}/${action}`),
    success: (claim) => ({
      title: claim.status === 'verified' ? 'Claim Approved' : 'Claim Rejected',
      description: `${claim.companyName} (${claim.companyDomain})`,
    }),
    failure: (error) => ({ title: 'Error', description: serverMessage(error) ?? error.message }),
  });
  const s = stats.data;
  return (
    <>
      <PageHeader title="Claimed Profiles" description="Company ownership claims" />
      <StatGrid>
        <StatCard label="Total" value={s?.total ?? '…'} />
        <StatCard label="Verified" value={s?.verified ?? '…'} tone="text-green-700" />
        <StatCard label="Pending" value={s?.pending ?? '…'} tone="text-amber-700" />
        <StatCard label="Rejected" value={s?.rejected ?? '…'} tone="text-red-700" />
      </StatGrid>
      <PagedList list={list} page={page} onPage={setPage} empty="No Claimed Profiles">
        {(items) => (
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
            {items.map((claim) => (
              <li key={claim.id} className="flex flex-wrap items-center gap-3 p-4">
                <div className="min-w-0 flex-1 basis-full sm:basis-0">
                  <a
                    href={`/company/${encodeURIComponent(claim.companyDomain)}`}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-medium text-brand-700 underline"
                  >
                    {claim.companyName}
                  </a>
                  <p className="text-sm text-slate-600">{claim.companyDomain}</p>
                  <p className="text-xs text-slate-500">
                    {claim.email} · {shortDate(claim.createdAt)}
                  </p>
                </div>
                <Badge tone={STATUS_TONE[claim.status]}>{claim.status}</Badge>
                {claim.status === 'pending' && (
                  <div className="flex gap-2">
                    <Button
                      size="sm"
                      disabled={decide.isPending}
                      aria-label={`Approve claim for ${claim.companyName}`}
                      onClick={() => decide.mutate({ claim, action: 'approve' })}
                    >
                      Approve
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={decide.isPending}
                      aria-label={`Reject claim for ${claim.companyName}`}
                      onClick={() => decide.mutate({ claim, action: 'reject' })}
                    >
                      Reject
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </>
  );
}
