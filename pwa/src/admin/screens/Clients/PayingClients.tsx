import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PayingClient, PayingClientStats } from '#shared/types/admin';
import { Button } from '../../../components/ui/Button.tsx';
import { Dialog } from '../../../components/ui/Dialog.tsx';
import { Badge } from '../../../components/ui/misc.tsx';
import { shortDate } from '../../../lib/text.ts';
import { getJson } from '../../api/client.ts';
import { useAdminPage } from '../../api/useAdminPage.ts';
import { PagedList } from '../../components/PagedList.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { StatCard, StatGrid } from '../../components/StatCard.tsx';
import { useListControls } from '../../components/useListControls.ts';
import { formatGrowth, formatMoney } from '../../lib/format.ts';

const PLAN_TONE = { Basic: 'slate', Pro: 'brand', Premium: 'amber' } as const;
const STATUS_TONE = { active: 'green', pending: 'amber', cancelled: 'red' } as const;

/** /admin/paying-clients (§2): real clients; Growth is month over month from the API. */
export function PayingClients() {
  const { page, setPage } = useListControls();
  const list = useAdminPage<PayingClient>('/api/admin/paying-clients', {}, page);
  const stats = useQuery({
    queryKey: ['admin', 'client-stats'],
    queryFn: () => getJson<PayingClientStats>('/api/admin/paying-clients/stats'),
  });
  const [details, setDetails] = useState<PayingClient | null>(null);
  const s = stats.data;
  const growthTone =
    s?.growth == null ? undefined : s.growth < 0 ? 'text-red-700' : 'text-green-700';
  return (
    <>
      <PageHeader title="Paying Clients" description="Subscriptions and revenue" />
      <StatGrid>
        <StatCard label="Total Clients" value={s?.totalClients ?? '…'} />
        <StatCard label="Active" value={s?.activeClients ?? '…'} />
        <StatCard label="Monthly Revenue" value={s ? formatMoney(s.monthlyRevenue) : '…'} />
        <StatCard label="Growth" value={s ? formatGrowth(s.growth) : '…'} tone={growthTone} />
      </StatGrid>
      <PagedList list={list} page={page} onPage={setPage} empty="No paying clients yet">
        {(items) => (
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
            {items.map((client) => (
              <li key={client.id} className="flex flex-wrap items-center gap-3 p-4">
                <div className="min-w-0 flex-1 basis-full sm:basis-0">
                  <p className="font-medium">{client.companyName}</p>
                  <p className="text-sm text-slate-600">{client.domain}</p>
                </div>
                <Badge tone={PLAN_TONE[client.plan]}>{client.plan}</Badge>
                <Badge tone={STATUS_TONE[client.status]}>{client.status}</Badge>
                <span className="text-sm font-semibold">{formatMoney(client.monthlyFee)}/mo</span>
                <Button size="sm" variant="outline" onClick={() => setDetails(client)}>
                  View Details
                </Button>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
      {details && (
        <Dialog open onOpenChange={() => setDetails(null)} title={details.companyName}>
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <dt className="font-medium">Domain</dt>
            <dd>{details.domain}</dd>
            <dt className="font-medium">Plan</dt>
            <dd>
              {details.plan} ({formatMoney(details.monthlyFee)}/month)
            </dd>
            <dt className="font-medium">Status</dt>
            <dd>{details.status}</dd>
            <dt className="font-medium">Started</dt>
            <dd>{shortDate(details.startDate)}</dd>
            <dt className="font-medium">Next billing</dt>
            <dd>{details.nextBilling ? shortDate(details.nextBilling) : '—'}</dd>
          </dl>
          {details.features.length > 0 && (
            <ul className="mt-3 list-disc pl-5 text-sm">
              {details.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          )}
        </Dialog>
      )}
    </>
  );
}
