import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { OwnedCompany } from '#shared/schemas/responses/business';
import { type OwnerReviewFilter, useOwnerReviews } from '../../api/queries/business.ts';
import { ReviewMarks } from '../../components/reviews/ReviewMarks.tsx';
import { ReviewResponse } from '../../components/reviews/ReviewResponse.tsx';
import { StarRating } from '../../components/stars/StarRating.tsx';
import { Card, Skeleton } from '../../components/ui/misc.tsx';
import { Select } from '../../components/ui/Select.tsx';
import { shortDate } from '../../lib/text.ts';

type RatingChoice = 'any' | '1' | '2' | '3' | '4' | '5';
type TypeChoice = 'any' | 'review' | 'complaint' | 'comment';

/**
 * The company's published items, newest first, filtered (unanswered, rating, type), each
 * answered in place with the same response form as on the company page.
 */
export function OwnerReviews({ company }: { company: OwnedCompany }) {
  const [unanswered, setUnanswered] = useState(true);
  const [rating, setRating] = useState<RatingChoice>('any');
  const [type, setType] = useState<TypeChoice>('any');
  const filter: OwnerReviewFilter = {
    unanswered,
    ...(rating === 'any' ? {} : { rating: Number(rating) }),
    ...(type === 'any' ? {} : { type }),
  };
  const reviews = useOwnerReviews(company.id, filter);
  return (
    <section aria-labelledby="owner-reviews-heading" className="grid content-start gap-3">
      <h2 id="owner-reviews-heading" className="text-xl font-semibold text-slate-900">
        Reviews
      </h2>
      <div className="flex flex-wrap items-center gap-3">
        <label className="flex min-h-10 items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={unanswered}
            onChange={(event) => setUnanswered(event.target.checked)}
            className="size-4"
          />
          Unanswered only
        </label>
        <Select
          label="Rating"
          value={rating}
          onValueChange={setRating}
          options={[
            { value: 'any', label: 'Any' },
            ...(['5', '4', '3', '2', '1'] as const).map((value) => ({
              value,
              label: value === '1' ? '1 star' : `${value} stars`,
            })),
          ]}
        />
        <Select
          label="Type"
          value={type}
          onValueChange={setType}
          options={[
            { value: 'any', label: 'Any' },
            { value: 'review', label: 'Reviews' },
            { value: 'complaint', label: 'Complaints' },
            { value: 'comment', label: 'Comments' },
          ]}
        />
      </div>
      {!reviews.data ? (
        <Skeleton className="h-32" />
      ) : reviews.data.length === 0 ? (
        <p className="text-slate-600">Nothing here: every item is answered, or none matches.</p>
      ) : (
        <ul className="grid gap-3" data-testid="owner-reviews">
          {reviews.data.map((review) => (
            <li key={review.id}>
              <Card className="p-4">
                <div className="flex flex-wrap items-center gap-2">
                  {review.rating !== null && <StarRating rating={review.rating} />}
                  <ReviewMarks review={review} />
                  <time dateTime={review.createdAt} className="text-xs text-slate-600">
                    {shortDate(review.createdAt)}
                  </time>
                </div>
                <h3 className="mt-1 font-semibold text-slate-900">
                  <Link to={`/company/${company.domain}#review-${review.id}`}>{review.title}</Link>
                </h3>
                <p className="mt-1 whitespace-pre-line text-slate-800">{review.content}</p>
                <ReviewResponse
                  review={review}
                  domain={company.domain}
                  companyName={company.name}
                />
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
