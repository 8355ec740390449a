import { useState } from 'react';
import type { UserReviewSort } from '#shared/schemas/reviews';
import { useUserReviews } from '../../api/queries/users.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Skeleton } from '../../components/ui/misc.tsx';
import { Select } from '../../components/ui/Select.tsx';
import { UserReviewCard } from './UserReviewCard.tsx';

const SORTS = [
  { value: 'recent', label: 'Most Recent' },
  { value: 'rating', label: 'Highest Rated' },
  { value: 'helpful', label: 'Most Helpful' },
] as const satisfies ReadonlyArray<{ value: UserReviewSort; label: string }>;

/** The user's reviews, sorted by the server in the chosen order, a page at a time. */
export function UserReviews({ userId }: { userId: string }) {
  const [sort, setSort] = useState<UserReviewSort>('recent');
  const reviews = useUserReviews(userId, sort);
  const items = reviews.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section aria-labelledby="user-reviews-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="user-reviews-heading" className="text-xl font-semibold text-slate-900">
          Reviews
        </h2>
        <Select label="Sort by" value={sort} options={SORTS} onValueChange={setSort} />
      </div>
      {reviews.isPending ? (
        <div role="status" aria-label="Loading reviews" className="grid gap-4">
          <Skeleton className="h-32" />
          <Skeleton className="h-32" />
        </div>
      ) : reviews.isError ? (
        <p role="alert" className="text-red-700">
          Failed to fetch reviews
        </p>
      ) : items.length === 0 ? (
        <p className="text-slate-600">No reviews yet.</p>
      ) : (
        <>
          <ul className="grid gap-4">
            {items.map((review) => (
              <li key={review.id}>
                <UserReviewCard review={review} />
              </li>
            ))}
          </ul>
          {reviews.hasNextPage && (
            <div className="text-center">
              <Button
                variant="outline"
                disabled={reviews.isFetchingNextPage}
                onClick={() => void reviews.fetchNextPage()}
              >
                {reviews.isFetchingNextPage ? 'Loading...' : 'Load More Reviews'}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
