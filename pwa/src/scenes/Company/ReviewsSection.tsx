import { MessageSquare, Star, TriangleAlert } from 'lucide-react';
import { lazy, Suspense, useDeferredValue, useRef, useState } from 'react';
import type { CompanyReviewFilter } from '#shared/api/reviewList';
import type { ReviewType } from '#shared/schemas/reviews';
import type { CompanyProfile } from '#shared/types/api';
import { useCompanyReviews } from '../../api/queries/companies.ts';
import { useReviewViewTracking } from '../../api/views/useReviewViewTracking.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Skeleton } from '../../components/ui/misc.tsx';
import { useOutboxItems } from '../../offline/outboxSnapshot.ts';
import { pendingOwnChanges, pendingReviews, withPendingEdit } from '../../offline/pendingViews.ts';
import { ReviewCard } from './ReviewCard.tsx';
import { ReviewFilters } from './ReviewFilters.tsx';
import { openAs, RESET_FORM } from './reviewDialogForm.ts';
import { isFiltered } from './reviewFilter.ts';
import type { ReviewFilterChange } from './useReviewFilter.ts';
import { useScrollToReview } from './useScrollToReview.ts';

// The dialog (and the dialog library) loads when first opened, not with the page.
const ReviewDialog = lazy(() =>
  import('./ReviewDialog.tsx').then((m) => ({ default: m.ReviewDialog })),
);

export function ReviewsSection({
  company,
  filter,
  onFilterChange,
}: {
  company: CompanyProfile;
  filter: CompanyReviewFilter;
  onFilterChange: (change: ReviewFilterChange) => void;
}) {
  const reviews = useCompanyReviews(company.domain, filter);
  const loaded = reviews.data?.pages.flatMap((page) => page.items);
  // The cards render in an interruptible background pass, so a page of reviews never blocks
  // the main thread in one long task (the header and summary are already on screen).
  const deferred = useDeferredValue(loaded, undefined);
  const items = deferred ?? [];
  const list = useRef<HTMLUListElement>(null);
  useReviewViewTracking(list, items.length);
  const outboxItems = useOutboxItems();
  // Queued (unsent) items show in the lists they would belong to.
  const pending = pendingReviews(outboxItems, company.domain, company.id).filter(
    ({ review }) =>
      (filter.type === undefined || review.type === filter.type) &&
      (filter.stars === undefined || review.rating === filter.stars),
  );
  const own = pendingOwnChanges(outboxItems);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [dialogUsed, setDialogUsed] = useState(false);
  const [form, setForm] = useState(RESET_FORM);
  const highlighted = useScrollToReview({
    loadedIds: items.map((item) => item.id),
    hasNextPage: reviews.hasNextPage,
    isFetching: reviews.isFetching,
    fetchNextPage: () => void reviews.fetchNextPage(),
  });

  function open(kind: ReviewType) {
    setForm((current) => openAs(current, kind));
    setDialogUsed(true);
    setDialogOpen(true);
  }

  return (
    <section aria-labelledby="reviews-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="reviews-heading" className="text-xl font-semibold text-slate-900">
          Customer Reviews & Complaints ({company.totalReviews})
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => open('review')}>
            <Star aria-hidden="true" className="size-4" />
            Write a Review
          </Button>
          <Button size="sm" variant="outline" onClick={() => open('complaint')}>
            <TriangleAlert aria-hidden="true" className="size-4" />
            Complaint
          </Button>
          <Button size="sm" variant="outline" onClick={() => open('comment')}>
            <MessageSquare aria-hidden="true" className="size-4" />
            Comment
          </Button>
        </div>
      </div>
      <ReviewFilters filter={filter} onChange={onFilterChange} />

      {reviews.isPending || (loaded && !deferred) ? (
        <div className="grid gap-4" role="status" aria-label="Loading reviews">
          <Skeleton className="h-36" />
          <Skeleton className="h-36" />
        </div>
      ) : reviews.isError && !loaded ? (
        <p role="alert" className="rounded-md bg-red-50 p-4 text-red-800">
          Could not load the reviews. Please try again later.
        </p>
      ) : items.length === 0 && pending.length === 0 && isFiltered(filter) ? (
        <div className="rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center">
          <h3 className="text-lg font-semibold text-slate-900">Nothing matches these filters</h3>
          <Button
            className="mt-5"
            variant="outline"
            onClick={() => onFilterChange({ stars: undefined, type: undefined })}
          >
            Clear filters
          </Button>
        </div>
      ) : items.length === 0 && pending.length === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center">
          <h3 className="text-lg font-semibold text-slate-900">No Reviews or Complaints Yet</h3>
          <p className="mt-1 text-slate-600">
            Be the first to share your experience with {company.name}.
          </p>
          <Button className="mt-5" onClick={() => open('review')}>
            Write First Review
          </Button>
        </div>
      ) : (
        <>
          <ul ref={list} className="grid gap-4">
            {pending.map(({ item, review }) => (
              <li key={item.id}>
                <ReviewCard review={review} domain={company.domain} pending={item} />
              </li>
            ))}
            {items
              .filter((review) => !own.deleted.has(review.id))
              .map((review) => {
                const edit = own.edited.get(review.id);
                return (
                  <li key={review.id} data-review-id={review.id}>
                    <ReviewCard
                      review={edit ? withPendingEdit(review, edit) : review}
                      domain={company.domain}
                      companyName={company.name}
                      highlighted={review.id === highlighted}
                      {...(edit ? { pending: edit } : {})}
                    />
                  </li>
                );
              })}
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

      {dialogUsed && (
        <Suspense fallback={null}>
          <ReviewDialog
            company={company}
            open={dialogOpen}
            form={form}
            onFormChange={setForm}
            onOpenChange={setDialogOpen}
          />
        </Suspense>
      )}
    </section>
  );
}
