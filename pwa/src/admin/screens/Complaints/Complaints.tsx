import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_PRIORITIES,
  COMPLAINT_STATUSES,
} from '#shared/schemas/admin';
import type { Complaint, ComplaintStats } from '#shared/types/admin';
import { serverMessage } from '../../../api/http.ts';
import { Card } from '../../../components/ui/misc.tsx';
import { Select } from '../../../components/ui/Select.tsx';
import { adminSend, getJson, withQuery } from '../../api/client.ts';
import { useAdminAction } from '../../api/useAdminAction.ts';
import { useAdminPage } from '../../api/useAdminPage.ts';
import { PagedList } from '../../components/PagedList.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { SearchBox } from '../../components/SearchBox.tsx';
import { StatCard } from '../../components/StatCard.tsx';
import { useListControls } from '../../components/useListControls.ts';
import { ComplaintCard } from './ComplaintCard.tsx';
import { ComplaintDetails } from './ComplaintDetails.tsx';
import { capitalize } from './complaintLabels.ts';

const withAll = <T extends string>(values: readonly T[]) => [
  { value: 'all' as const, label: 'All' },
  ...values.map((value) => ({ value, label: capitalize(value) })),
];

/** /admin/complaints (§2, §4): server-side filters and search; the status moves on. */
export function Complaints() {
  const { search, setSearch, q, page, setPage } = useListControls();
  const [status, setStatus] = useState<(typeof COMPLAINT_STATUSES)[number] | 'all'>('all');
  const [priority, setPriority] = useState<(typeof COMPLAINT_PRIORITIES)[number] | 'all'>('all');
  const [category, setCategory] = useState<(typeof COMPLAINT_CATEGORIES)[number] | 'all'>('all');
  const filters = { q, status, priority, category };
  const list = useAdminPage<Complaint>('/api/admin/complaints', filters, page);
  const stats = useQuery({
    queryKey: ['admin', 'complaint-stats', filters],
    queryFn: () => getJson<ComplaintStats>(withQuery('/api/admin/complaints/stats', filters)),
  });
  const [detailsId, setDetailsId] = useState<number | null>(null);
  const update = useAdminAction({
    run: ({
      id,
      change,
    }: {
      id: number;
      change: Partial<Pick<Complaint, 'status' | 'priority'>>;
    }) => adminSend<Complaint>('PATCH', `/api/admin/complaints/${id}`, change),
    success: { title: 'Complaint Updated' },
    failure: (error) => ({ title: 'Error', description: serverMessage(error) ?? error.message }),
  });
  const details = list.data?.items.find((item) => item.id === detailsId);
  const s = stats.data;
  const pageTo =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(0);
    };

  return (
    <>
      <PageHeader
        title="Customer Complaints"
        description={`Active Cases: ${s?.activeCases ?? '…'}`}
      />
      <dl className="mb-6 grid grid-cols-2 gap-3 md:grid-cols-5">
        <StatCard label="Total" value={s?.total ?? '…'} />
        <StatCard label="Pending" value={s?.pending ?? '…'} tone="text-amber-700" />
        <StatCard label="Investigating" value={s?.investigating ?? '…'} tone="text-brand-700" />
        <StatCard label="Resolved" value={s?.resolved ?? '…'} tone="text-green-700" />
        <StatCard label="High Priority" value={s?.highPriority ?? '…'} tone="text-red-700" />
      </dl>
      <Card className="mb-4 grid gap-3">
        <SearchBox label="Search complaints" value={search} onChange={setSearch} />
        <div className="flex flex-wrap gap-4">
          <Select
            label="Status"
            value={status}
            options={withAll(COMPLAINT_STATUSES)}
            onValueChange={pageTo(setStatus)}
          />
          <Select
            label="Priority"
            value={priority}
            options={withAll(COMPLAINT_PRIORITIES)}
            onValueChange={pageTo(setPriority)}
          />
          <Select
            label="Category"
            value={category}
            options={withAll(COMPLAINT_CATEGORIES)}
            onValueChange={pageTo(setCategory)}
          />
        </div>
      </Card>
      <PagedList list={list} page={page} onPage={setPage} empty="No complaints found">
        {(items) => (
          <div className="grid gap-3">
            {items.map((complaint) => (
              <ComplaintCard
                key={complaint.id}
                complaint={complaint}
                busy={update.isPending}
                onStatus={(next) => update.mutate({ id: complaint.id, change: { status: next } })}
                onDetails={() => setDetailsId(complaint.id)}
              />
            ))}
          </div>
        )}
      </PagedList>
      {details && (
        <ComplaintDetails
          complaint={details}
          onClose={() => setDetailsId(null)}
          onChange={(change) => update.mutate({ id: details.id, change })}
        />
      )}
    </>
  );
}
