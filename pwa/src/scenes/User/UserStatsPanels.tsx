import type { UserStats } from '#shared/types/api';
import { Card } from '../../components/ui/misc.tsx';
import { formatRating } from '../../lib/rating.ts';
import { formatCount, plural } from '../../lib/text.ts';

function signed(value: number): string {
  return value > 0 ? `+${formatCount(value)}` : formatCount(value);
}

export function ProfileStatistics({ stats }: { stats: UserStats | undefined }) {
  const rows: Array<[string, string]> = stats
    ? [
        ['Net Karma', signed(stats.netKarma)],
        ['Total Applause', formatCount(stats.totalClaps)],
        ...(stats.profileViews === undefined
          ? []
          : ([['Profile Views', formatCount(stats.profileViews)]] as Array<[string, string]>)),
        ['Complaints Filed', formatCount(stats.totalComplaints)],
        ['Average Rating', formatRating(stats.averageRating)],
      ]
    : [];
  return (
    <Card>
      <h2 className="font-semibold text-slate-900">Profile Statistics</h2>
      <dl className="mt-3 grid gap-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3">
            <dt className="text-slate-700">{label}</dt>
            <dd className="font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

export function ReviewCategories({ stats }: { stats: UserStats | undefined }) {
  const categories = stats?.reviewCategories ?? [];
  return (
    <Card>
      <h2 className="font-semibold text-slate-900">Review Categories</h2>
      {categories.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">No reviews yet.</p>
      ) : (
        <ul className="mt-3 grid gap-2 text-sm">
          {categories.map((entry) => (
            <li key={entry.category} className="flex justify-between gap-3">
              <span className="text-slate-700">{entry.category}</span>
              <span className="font-medium text-slate-900">{plural(entry.count, 'review')}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
