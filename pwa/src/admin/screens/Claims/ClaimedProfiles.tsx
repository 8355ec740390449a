import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ClaimRequestItem, ClaimStats } from '#shared/types/admin';
import { serverMessage } from '../../../api/http.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { Badge } from '../../../components/ui/misc.tsx';
import { shortDate } from '../../../lib/text.ts';
import { adminSend, getJson } from '../../api/client.ts';
import { useAdminAction } from '../../api/useAdminAction.ts';
import { useAdminPage } from '../../api/useAdminPage.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { PagedList } from '../../components/PagedList.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { StatCard, StatGrid } from '../../components/StatCard.tsx';
import { useListControls } from '../../components/useListControls.ts';
import { approvalBinds, ClaimDetails } from './ClaimDetails.tsx';

const STATUS_TONE = { pending: 'amber', verified: 'green', rejected: 'red' } as const;

type Decision = { claim: ClaimRequestItem; action: 'approve' | 'reject' };

/**
 * /admin/claimed-profiles (§2): claims with live counters, what each claimant said and which
 * accounts are involved; approving or rejecting asks for a confirmation naming its effect.
 */
export function ClaimedProfiles() {
  const { page, setPage } = useListControls();
  const [deciding, setDeciding] = useState<Decision | null>(null);
  // The dashboard's "pending claims" links here with `?status=pending`.
  const status = useSearchParams()[0].get('status') ?? undefined;
  const list = useAdminPage<ClaimRequestItem>('/api/admin/claim-requests', { status }, page);
  const stats = useQuery({
    queryKey: ['admin', 'claim-stats'],
    queryFn: () => getJson<ClaimStats>('/api/admin/claim-requests/stats'),
  });
  const decide = useAdminAction({
    run: ({ claim, action }: Decision) =>
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
                  <ClaimDetails claim={claim} />
                </div>
                <Badge tone={STATUS_TONE[claim.status]}>{claim.status}</Badge>
                {claim.status === 'pending' && (
                  <div className="flex gap-2">
                    <Button
                      size="sm"
                      disabled={decide.isPending}
                      aria-label={`Approve claim for ${claim.companyName}`}
                      onClick={() => setDeciding({ claim, action: 'approve' })}
                    >
                      Approve
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={decide.isPending}
                      aria-label={`Reject claim for ${claim.companyName}`}
                      onClick={() => setDeciding({ claim, action: 'reject' })}
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
      <ConfirmDialog
        open={deciding !== null}
        title={deciding?.action === 'approve' ? 'Approve Claim' : 'Reject Claim'}
        message={
          deciding?.action === 'approve'
            ? `${deciding.claim.companyName} will be claimed by ${deciding.claim.email} and belong to ${approvalBinds(deciding.claim)}, who can then respond to its reviews and edit its FAQs.`
            : `The claim of ${deciding?.claim.companyName ?? ''} by ${deciding?.claim.email ?? ''} will be rejected.`
        }
        confirmLabel={deciding?.action === 'approve' ? 'Approve' : 'Reject'}
        confirmVariant={deciding?.action === 'approve' ? 'primary' : 'danger'}
        busy={decide.isPending}
        onCancel={() => setDeciding(null)}
        onConfirm={() => {
          if (deciding) decide.mutate(deciding, { onSettled: () => setDeciding(null) });
        }}
      >
        {deciding && <ClaimDetails claim={deciding.claim} />}
      </ConfirmDialog>
    </>
  );
}
