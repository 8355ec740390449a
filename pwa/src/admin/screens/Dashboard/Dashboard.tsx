import { Link } from 'react-router-dom';
import type { AdminStats } from '#shared/types/admin';
import { Card, Skeleton } from '../../../components/ui/misc.tsx';
import { formatRating } from '../../../lib/rating.ts';
import { formatCount, plural } from '../../../lib/text.ts';
import { useAdminStats } from '../../api/stats.ts';
import { LoadError } from '../../components/LoadError.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { StatCard, StatGrid } from '../../components/StatCard.tsx';
import { formatDateTime } from '../../lib/format.ts';

/** What waits for staff, each with the list it is done in (filtered to it). */
const ATTENTION: ReadonlyArray<{
  key: keyof AdminStats['needsAttention'];
  label: (count: number) => string;
  to: string;
}> = [
  {
    key: 'pendingReviews',
    label: (n) => `${plural(n, 'review')} waiting for approval`,
    to: '/admin/reviews?filter=pending',
  },
  {
    key: 'flaggedReviews',
    label: (n) => plural(n, 'flagged review'),
    to: '/admin/reviews?filter=flagged',
  },
  {
    key: 'pendingClaims',
    label: (n) => plural(n, 'pending claim'),
    to: '/admin/claimed-profiles?status=pending',
  },
  { key: 'openReports', label: (n) => plural(n, 'open report'), to: '/admin/report-issue' },
];

function NeedsAttention({ counts }: { counts: AdminStats['needsAttention'] }) {
  const waiting = ATTENTION.filter(({ key }) => counts[key] > 0);
  return (
    <Card className="mb-4">
      <h2 className="mb-3 font-semibold">Needs attention</h2>
      {waiting.length === 0 ? (
        <p className="text-sm text-slate-600">Nothing is waiting for staff.</p>
      ) : (
        <ul className="grid gap-2 text-sm sm:grid-cols-2">
          {waiting.map(({ key, label, to }) => (
            <li key={key}>
              <Link
                to={to}
                className="flex min-h-11 items-center justify-between gap-3 rounded-md border border-amber-200 bg-amber-50 px-3 font-medium text-amber-900 hover:bg-amber-100"
              >
                {label(counts[key])}
                <span aria-hidden="true">→</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/**
 * /admin/dashboard (§2): what needs attention (issue 34), the four tiles, This Month, Recent
 * Activity.
 */
export function Dashboard() {
  const stats = useAdminStats();
  const data = stats.data;
  return (
    <>
      <PageHeader title="Dashboard" description="Overview of the platform" />
      <LoadError what="the statistics" error={stats.error} />
      {!data ? (
        stats.isPending && <Skeleton className="h-40" />
      ) : (
        <>
          <NeedsAttention counts={data.needsAttention} />
          <StatGrid>
            <StatCard label="Total Companies" value={formatCount(data.totalCompanies)} />
            <StatCard label="Total Users" value={formatCount(data.totalUsers)} />
            <StatCard label="Total Reviews" value={formatCount(data.totalReviews)} />
            <StatCard label="Average Rating" value={formatRating(data.averageRating)} />
          </StatGrid>
          <div className="grid gap-4 lg:grid-cols-2">
            <Card>
              <h2 className="mb-3 font-semibold">This Month</h2>
              <dl className="grid gap-2 text-sm">
                {(
                  [
                    ['Companies Added', data.monthlyStats.companiesAdded],
                    ['Reviews Submitted', data.monthlyStats.reviewsSubmitted],
                    ['Users Registered', data.monthlyStats.usersRegistered],
                  ] as const
                ).map(([label, value]) => (
                  <div key={label} className="flex justify-between">
                    <dt className="text-slate-600">{label}</dt>
                    <dd className="font-semibold text-green-700">+{value}</dd>
                  </div>
                ))}
              </dl>
            </Card>
            <Card>
              <h2 className="mb-3 font-semibold">Recent Activity</h2>
              {data.recentActivity.length === 0 ? (
                <p className="text-sm text-slate-600">No recent activity</p>
              ) : (
                <ul className="grid gap-2 text-sm">
                  {data.recentActivity.map((item) => (
                    <li
                      key={`${item.timestamp}-${item.message}`}
                      className="flex justify-between gap-3"
                    >
                      <span>{item.message}</span>
                      <time dateTime={item.timestamp} className="shrink-0 text-slate-500">
                        {formatDateTime(item.timestamp)}
                      </time>
                    </li>
                  ))}
                </ul>
              )}
            </Card>
          </div>
        </>
      )}
    </>
  );
}
