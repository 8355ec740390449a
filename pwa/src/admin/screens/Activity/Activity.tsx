import { useQuery } from '@tanstack/react-query';
import type { ActivityItem, ActivityStats } from '#shared/types/admin';
import { Badge } from '../../../components/ui/misc.tsx';
import { getJson } from '../../api/client.ts';
import { useAdminPage } from '../../api/useAdminPage.ts';
import { PagedList } from '../../components/PagedList.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { StatCard, StatGrid } from '../../components/StatCard.tsx';
import { useListControls } from '../../components/useListControls.ts';
import { activityAge } from '../../lib/format.ts';

const TYPE_TONE = {
  review: 'brand',
  company: 'green',
  report: 'amber',
  user: 'slate',
  update: 'slate',
  complaint: 'red',
} as const;

function metadataText(metadata: Record<string, unknown>): string {
  return Object.entries(metadata)
    .filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value))
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(' · ');
}

/** /admin/activity (§2): the real feed and counters. */
export function Activity() {
  const { page, setPage } = useListControls();
  const list = useAdminPage<ActivityItem>('/api/admin/activity', {}, page);
  const stats = useQuery({
    queryKey: ['admin', 'activity-stats'],
    queryFn: () => getJson<ActivityStats>('/api/admin/activity/stats'),
  });
  const s = stats.data;
  return (
    <>
      <PageHeader title="Platform Activity" description="What happened on the platform" />
      <StatGrid>
        <StatCard label="Today" value={s?.today ?? '…'} />
        <StatCard label="This Week" value={s?.thisWeek ?? '…'} />
        <StatCard label="Reviews" value={s?.reviews ?? '…'} />
        <StatCard label="Reports" value={s?.reports ?? '…'} />
      </StatGrid>
      <PagedList list={list} page={page} onPage={setPage} empty="No activity yet">
        {(items) => (
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
            {items.map((item) => {
              const meta = metadataText(item.metadata);
              return (
                <li key={item.id} className="flex gap-3 p-4">
                  <Badge tone={TYPE_TONE[item.type]}>{item.type}</Badge>
                  <div className="min-w-0 flex-1">
                    <p className="text-sm text-slate-900">{item.description}</p>
                    {meta && <p className="truncate text-xs text-slate-500">{meta}</p>}
                  </div>
                  <time dateTime={item.timestamp} className="shrink-0 text-xs text-slate-500">
                    {activityAge(item.timestamp)}
                  </time>
                </li>
              );
            })}
          </ul>
        )}
      </PagedList>
    </>
  );
}
