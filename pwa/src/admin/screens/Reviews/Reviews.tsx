import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { REVIEW_FILTERS } from '#shared/schemas/admin';
import type { AdminReviewItem, AdminReviewStats } from '#shared/types/admin';
import { formatRating } from '../../../lib/rating.ts';
import { formatCount } from '../../../lib/text.ts';
import { adminSend, getJson, withQuery } from '../../api/client.ts';
import { useAdminAction } from '../../api/useAdminAction.ts';
import { useAdminPage } from '../../api/useAdminPage.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { PagedList } from '../../components/PagedList.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { SearchBox } from '../../components/SearchBox.tsx';
import { StatCard, StatGrid } from '../../components/StatCard.tsx';
import { useListControls } from '../../components/useListControls.ts';
import { ReviewCard } from './ReviewCard.tsx';

type Filter = (typeof REVIEW_FILTERS)[number];
const FILTERS: ReadonlyArray<[Filter, string]> = [
  ['all', 'All Reviews'],
  ['complaints', 'Complaints'],
  ['high', 'High Rated'],
  ['low', 'Low Rated'],
  ['pending', 'Pending'],
  ['flagged', 'Flagged'],
];

function filterFrom(value: string | null): Filter {
  return FILTERS.find(([filter]) => filter === value)?.[0] ?? 'all';
}

/** /admin/reviews (§2): search, filter buttons, stat cards, approve / reject held ones, delete. */
export function Reviews() {
  const { search, setSearch, q, page, setPage } = useListControls();
  // The staff mails link straight to a filter (`?filter=pending`).
  const [searchParams] = useSearchParams();
  const [filter, setFilter] = useState<Filter>(() => filterFrom(searchParams.get('filter')));
  // One account's reviews, opened from the user detail (`?userId=`).
  const userId = searchParams.get('userId') ?? undefined;
  const list = useAdminPage<AdminReviewItem>('/api/admin/reviews', { q, filter, userId }, page);
  const stats = useQuery({
    queryKey: ['admin', 'review-stats', q, filter, userId],
    queryFn: () =>
      getJson<AdminReviewStats>(withQuery('/api/admin/reviews/stats', { q, filter, userId })),
  });
  const [deleting, setDeleting] = useState<AdminReviewItem | null>(null);
  const remove = useAdminAction({
    run: (review: AdminReviewItem) => adminSend('DELETE', `/api/admin/reviews/${review.id}`),
    success: { title: 'Review Deleted', description: 'Review has been successfully deleted' },
    failure: () => ({ title: 'Error', description: 'Failed to delete review' }),
  });
  const decide = useAdminAction({
    run: ({ review, action }: { review: AdminReviewItem; action: 'approve' | 'reject' }) =>
      adminSend<{ status: string }>('POST', `/api/admin/reviews/${review.id}/${action}`),
    success: (result) => ({
      title: result.status === 'published' ? 'Review Approved' : 'Review Rejected',
    }),
    failure: (error) => ({ title: 'Error', description: error.message }),
  });
  const dismiss = useAdminAction({
    run: (review: AdminReviewItem) =>
      adminSend('POST', `/api/admin/reviews/${review.id}/flags/dismiss`),
    success: { title: 'Flags Dismissed' },
    failure: (error) => ({ title: 'Error', description: error.message }),
  });
  const s = stats.data;

  return (
    <>
      <PageHeader title="Reviews" description="Moderate the reviews and complaints" />
      <StatGrid>
        <StatCard label="Total" value={s ? formatCount(s.total) : '…'} />
        <StatCard label="Complaints" value={s ? formatCount(s.complaints) : '…'} />
        <StatCard label="Avg Rating" value={s ? formatRating(s.averageRating) : '…'} />
        <StatCard label="Anonymous" value={s ? formatCount(s.anonymous) : '…'} />
      </StatGrid>
      <div className="mb-4 grid gap-3">
        <SearchBox label="Search reviews" value={search} onChange={setSearch} />
        {userId && (
          <p className="text-sm text-slate-700">
            Showing one user's reviews.{' '}
            <Link className="font-medium text-brand-700 underline" to="/admin/reviews">
              Show all reviews
            </Link>
          </p>
        )}
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">Filter reviews</legend>
          {FILTERS.map(([value, label]) => (
            <button
              key={value}
              type="button"
              aria-pressed={filter === value}
              onClick={() => {
                setFilter(value);
                setPage(0);
              }}
              className={`min-h-9 rounded-md border px-3 text-sm ${
                filter === value
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-slate-300 bg-white hover:bg-slate-100'
              }`}
            >
              {label}
            </button>
          ))}
        </fieldset>
      </div>
      <PagedList list={list} page={page} onPage={setPage} empty="No reviews found">
        {(items) => (
          <div className="grid gap-3">
            {items.map((review) => (
              <ReviewCard
                key={review.id}
                review={review}
                onDelete={() => setDeleting(review)}
                onApprove={() => decide.mutate({ review, action: 'approve' })}
                onReject={() => decide.mutate({ review, action: 'reject' })}
                onDismissFlags={() => dismiss.mutate(review)}
              />
            ))}
          </div>
        )}
      </PagedList>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Review"
        message={`Are you sure you want to delete ${deleting?.title ?? ''}? This action cannot be undone.`}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting, { onSettled: () => setDeleting(null) });
        }}
      />
    </>
  );
}
