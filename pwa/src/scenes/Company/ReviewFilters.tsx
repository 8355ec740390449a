import type { CompanyReviewFilter, CompanyReviewSort } from '#shared/api/reviewList';
import type { ReviewType } from '#shared/schemas/reviews';
import { Select } from '../../components/ui/Select.tsx';
import type { ReviewFilterChange } from './useReviewFilter.ts';

const SORTS = [
  { value: 'recent', label: 'Most Recent' },
  { value: 'helpful', label: 'Most Helpful' },
  { value: 'highest', label: 'Highest Rated' },
  { value: 'lowest', label: 'Lowest Rated' },
] as const satisfies ReadonlyArray<{ value: CompanyReviewSort; label: string }>;

const STARS = [
  { value: 'all', label: 'All ratings' },
  ...[5, 4, 3, 2, 1].map((n) => ({
    value: String(n),
    label: `${n} ${n === 1 ? 'star' : 'stars'}`,
  })),
];

const TYPES = [
  { value: 'all', label: 'Everything' },
  { value: 'review', label: 'Reviews' },
  { value: 'complaint', label: 'Complaints' },
  { value: 'comment', label: 'Comments' },
] as const satisfies ReadonlyArray<{ value: ReviewType | 'all'; label: string }>;

/** Sort and filters of a company's list; the server sorts and filters (the list is paged). */
export function ReviewFilters({
  filter,
  onChange,
}: {
  filter: CompanyReviewFilter;
  onChange: (change: ReviewFilterChange) => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
      <Select
        label="Show"
        value={filter.type ?? 'all'}
        options={TYPES}
        onValueChange={(type) => onChange({ type: type === 'all' ? undefined : type })}
      />
      <Select
        label="Rating"
        value={filter.stars === undefined ? 'all' : String(filter.stars)}
        options={STARS}
        onValueChange={(stars) => onChange({ stars: stars === 'all' ? undefined : Number(stars) })}
      />
      <Select
        label="Sort by"
        value={filter.sort}
        options={SORTS}
        onValueChange={(sort) => onChange({ sort })}
      />
    </div>
  );
}
