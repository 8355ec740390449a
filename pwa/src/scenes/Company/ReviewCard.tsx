import { Eye, MessageSquare, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import type { ReviewItem } from '#shared/types/api';
import { FlagReview } from '../../components/reviews/FlagReview.tsx';
import { OwnReviewActions } from '../../components/reviews/OwnReviewActions.tsx';
import { ReviewMarks } from '../../components/reviews/ReviewMarks.tsx';
import { ReviewResponse } from '../../components/reviews/ReviewResponse.tsx';
import { StarRating } from '../../components/stars/StarRating.tsx';
import { Badge } from '../../components/ui/misc.tsx';
import { relativeTime } from '../../lib/relativeTime.ts';
import { plural, truncate } from '../../lib/text.ts';
import type { OutboxItem } from '../../offline/types.ts';
import { Replies } from './Replies.tsx';
import { VoteButtons } from './VoteButtons.tsx';

/** §9: previews are cut at 200 characters. */
const PREVIEW_LENGTH = 200;

const BORDER = {
  complaint: 'border-l-red-500',
  comment: 'border-l-blue-500',
  review: 'border-l-amber-400',
} as const;

export function ReviewCard({
  review,
  domain,
  highlighted = false,
  pending,
  companyName = domain,
}: {
  review: ReviewItem;
  domain: string;
  /** For "Response from {company name}". */
  companyName?: string;
  highlighted?: boolean;
  /** Still in the outbox: marked, no votes yet, replies wait for it. */
  pending?: OutboxItem;
}) {
  const [expanded, setExpanded] = useState(false);
  const [repliesOpen, setRepliesOpen] = useState(false);
  const contentId = useId();
  const preview = truncate(review.content, PREVIEW_LENGTH);

  return (
    <article
      id={`review-${review.id}`}
      tabIndex={-1}
      aria-labelledby={`review-${review.id}-title`}
      className={`scroll-mt-24 rounded-lg border border-l-4 border-slate-200 bg-white p-5 shadow-sm focus:outline-none ${BORDER[review.type]} ${highlighted ? 'ring-2 ring-brand-600' : ''}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          {pending && (
            <Badge tone={pending.status === 'failed' ? 'red' : 'amber'}>
              {pending.status === 'failed' ? 'Not sent' : 'Pending'}
            </Badge>
          )}
          {review.type === 'complaint' && (
            <Badge tone="red">
              <TriangleAlert aria-hidden="true" className="size-3" />
              Complaint
            </Badge>
          )}
          {review.type === 'complaint' && (
            // As the distribution says: a complaint is not a star rating, so it shows none.
            <span className="text-xs text-slate-500">No star rating</span>
          )}
          {review.type === 'comment' && (
            <Badge tone="brand">
              <MessageSquare aria-hidden="true" className="size-3" />
              Comment
            </Badge>
          )}
          {review.type === 'review' && (
            <>
              <StarRating rating={review.rating} />
              <span className="text-sm font-medium text-slate-700">{review.rating}/5</span>
            </>
          )}
          {!pending && <ReviewMarks review={review} />}
        </div>
        <time dateTime={review.createdAt} className="text-sm text-slate-600">
          {relativeTime(review.createdAt)}
        </time>
      </div>
      <h3 id={`review-${review.id}-title`} className="mt-3 font-semibold text-slate-900">
        {review.title}
      </h3>
      <p id={contentId} className="mt-1 whitespace-pre-line text-slate-800">
        {expanded ? review.content : preview.text}
      </p>
      {preview.truncated && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={contentId}
          onClick={() => setExpanded((open) => !open)}
          className="mt-1 text-sm font-medium text-brand-700 hover:underline"
        >
          {expanded ? 'Show Less' : 'Show More'}
        </button>
      )}
      <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
        <span className="font-medium text-slate-800">Anonymous</span>
        <span className="inline-flex items-center gap-1">
          <Eye aria-hidden="true" className="size-4" />
          {plural(review.views, 'view')}
        </span>
        {review.replyCount > 0 && <span>{plural(review.replyCount, 'reply', 'replies')}</span>}
      </p>
      {!pending && <ReviewResponse review={review} domain={domain} companyName={companyName} />}
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        {review.type !== 'complaint' && !pending && review.status === 'published' ? (
          <VoteButtons review={review} domain={domain} />
        ) : (
          <span />
        )}
        <div className="flex flex-wrap items-center gap-1">
          {!pending && <OwnReviewActions review={review} domain={domain} />}
          {!pending && <FlagReview review={review} domain={domain} />}
          <button
            type="button"
            aria-expanded={repliesOpen}
            onClick={() => setRepliesOpen((open) => !open)}
            className="min-h-9 rounded-md px-2 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {repliesOpen ? 'Hide Replies' : 'Show Replies'}
          </button>
        </div>
      </div>
      {repliesOpen && (
        <Replies
          reviewId={review.id}
          domain={domain}
          pendingReviewId={pending?.kind === 'review' ? pending.id : undefined}
        />
      )}
    </article>
  );
}
