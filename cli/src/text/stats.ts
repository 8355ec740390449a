import type { AdminStats } from '#shared/types/admin';
import { formatCount, formatTimestamp } from '../format.ts';

export const statsTiles = (stats: AdminStats): Array<[string, string]> => [
  ['Companies', formatCount(stats.totalCompanies)],
  ['Reviews', formatCount(stats.totalReviews)],
  ['Users', formatCount(stats.totalUsers)],
  ['Average rating', stats.averageRating.toFixed(1)],
  ['Companies added this month', formatCount(stats.monthlyStats.companiesAdded)],
  ['Reviews this month', formatCount(stats.monthlyStats.reviewsSubmitted)],
  ['Users this month', formatCount(stats.monthlyStats.usersRegistered)],
  ['Reviews waiting for approval', formatCount(stats.needsAttention.pendingReviews)],
  ['Flagged reviews', formatCount(stats.needsAttention.flaggedReviews)],
  ['Pending claims', formatCount(stats.needsAttention.pendingClaims)],
  ['Open reports', formatCount(stats.needsAttention.openReports)],
];

export function statsText(stats: AdminStats): string {
  const rows = statsTiles(stats);
  const width = Math.max(...rows.map(([label]) => label.length));
  return [
    ...rows.map(([label, value]) => `${label.padEnd(width)}  ${value}`),
    '',
    'Recent activity:',
    ...(stats.recentActivity.length === 0
      ? ['  none yet']
      : stats.recentActivity.map(
          (event) => `  ${formatTimestamp(event.timestamp)}  ${event.message}`,
        )),
  ].join('\n');
}
