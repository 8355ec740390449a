import { useQuery } from '@tanstack/react-query';
import { BarChart3 } from 'lucide-react';
import type { AdminAnalytics } from '#shared/types/admin';
import { Card, Skeleton } from '../../../components/ui/misc.tsx';
import { plural } from '../../../lib/text.ts';
import { getJson } from '../../api/client.ts';
import { LoadError } from '../../components/LoadError.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { BarChart } from './BarChart.tsx';
import { DonutChart } from './DonutChart.tsx';
import { HorizontalBars } from './HorizontalBars.tsx';

/** "Mar 3" for a week starting on 2026-03-03. */
function weekLabel(weekStart: string): string {
  return new Date(`${weekStart}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** /admin/analytics: the charts of the admin API's analytics call, or an empty state. */
export function Analytics() {
  const analytics = useQuery({
    queryKey: ['admin', 'analytics'],
    queryFn: () => getJson<AdminAnalytics>('/api/admin/analytics'),
  });
  const data = analytics.data;
  return (
    <>
      <PageHeader title="Analytics" description="Reviews and complaints over time" />
      <LoadError what="the analytics" error={analytics.error} />
      {analytics.isPending && <Skeleton className="h-64" />}
      {data && data.totalReviews === 0 && (
        <Card className="flex flex-col items-center gap-2 py-12 text-center">
          <BarChart3 aria-hidden="true" className="size-10 text-slate-400" />
          <h2 className="font-semibold">No data yet</h2>
          <p className="text-sm text-slate-600">
            Charts appear here once the platform has reviews.
          </p>
        </Card>
      )}
      {data && data.totalReviews > 0 && (
        <div className="grid gap-4 lg:grid-cols-2">
          <Card className="lg:col-span-2">
            <h2 className="mb-2 font-semibold">Reviews per week (last 12 weeks)</h2>
            <BarChart
              title="Reviews per week over the last 12 weeks"
              width={1000}
              bars={data.reviewsPerWeek.map((week) => ({
                label: weekLabel(week.weekStart),
                value: week.count,
              }))}
            />
          </Card>
          <Card>
            <h2 className="mb-2 font-semibold">Rating distribution</h2>
            <BarChart
              title="Number of reviews per rating"
              color="fill-amber-500"
              bars={data.ratingDistribution.map((row) => ({
                label: `${row.rating}★`,
                value: row.count,
              }))}
            />
          </Card>
          <Card>
            <h2 className="mb-2 font-semibold">Complaints share</h2>
            <div className="flex items-center gap-6">
              <DonutChart part={data.complaints} total={data.totalReviews} label="Complaints" />
              <p className="text-sm text-slate-700">
                {`${plural(data.complaints, 'complaint')} of ${plural(data.totalReviews, 'item')} (${data.complaintShare}%)`}
              </p>
            </div>
          </Card>
          <Card className="lg:col-span-2">
            <h2 className="mb-3 font-semibold">Top categories by reviews</h2>
            {data.topCategories.length === 0 ? (
              <p className="text-sm text-slate-600">No categorized companies have reviews yet.</p>
            ) : (
              <HorizontalBars
                rows={data.topCategories.map((row) => ({
                  label: row.category,
                  value: row.reviews,
                  detail: `${plural(row.reviews, 'review')} · ${plural(row.companies, 'company', 'companies')}`,
                }))}
              />
            )}
          </Card>
        </div>
      )}
    </>
  );
}
