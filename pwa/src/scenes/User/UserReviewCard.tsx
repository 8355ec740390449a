import { Eye, Hand, ThumbsUp } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { UserReviewItem } from '#shared/types/api';
import { FlagReview } from '../../components/reviews/FlagReview.tsx';
import { OwnReviewActions } from '../../components/reviews/OwnReviewActions.tsx';
import { ReviewMarks } from '../../components/reviews/ReviewMarks.tsx';
import { ReviewResponse } from '../../components/reviews/ReviewResponse.tsx';
import { StarRating } from '../../components/stars/StarRating.tsx';
import { Badge } from '../../components/ui/misc.tsx';
import { shortDate, truncate } from '../../lib/text.ts';

/**
 * One of the user's items, linking to it on its company's page; on their own profile, with
 * Edit and Delete (issue 13) beside the link.
 */
export function UserReviewCard({ review }: { review: UserReviewItem }) {
  return (
    <article className="grid gap-2">
      <Link
        to={`/company/${review.company.domain}#review-${review.id}`}
        className="block rounded-lg border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:border-brand-600 hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="font-semibold text-brand-800">{review.company.name}</span>
          <time dateTime={review.createdAt} className="text-sm text-slate-600">
            {shortDate(review.createdAt)}
          </time>
        </div>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          {review.type === 'review' && <StarRating rating={review.rating} />}
          {review.isComplaint && <Badge tone="red">COMPLAINT</Badge>}
          {review.type === 'comment' && <Badge tone="brand">COMMENT</Badge>}
          <ReviewMarks review={review} />
        </div>
        <h3 className="mt-2 font-semibold text-slate-900">{review.title}</h3>
        <p className="mt-1 text-slate-700">{truncate(review.content, 200).text}</p>
        <p className="mt-3 flex gap-4 text-sm text-slate-600">
          <span className="inline-flex items-center gap-1">
            <ThumbsUp aria-hidden="true" className="size-4" />
            <span className="sr-only">Upvotes:</span> {review.upvotes}
          </span>
          <span className="inline-flex items-center gap-1">
            <Hand aria-hidden="true" className="size-4" />
            <span className="sr-only">Claps:</span> {review.claps}
          </span>
          <span className="inline-flex items-center gap-1">
            <Eye aria-hidden="true" className="size-4" />
            <span className="sr-only">Views:</span> {review.views}
          </span>
        </p>
      </Link>
      <ReviewResponse
        review={review}
        domain={review.company.domain}
        companyName={review.company.name}
      />
      <div className="flex justify-end">
        {review.isMine ? (
          <OwnReviewActions review={review} domain={review.company.domain} />
        ) : (
          <FlagReview review={review} domain={review.company.domain} />
        )}
      </div>
    </article>
  );
}
