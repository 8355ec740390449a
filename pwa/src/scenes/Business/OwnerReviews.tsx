import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { OwnedCompany } from '#shared/schemas/responses/business';
import type { ReviewItem } from '#shared/types/api';
import { type OwnerReviewFilter, useOwnerReviews } from '../../api/queries/business.ts';
import { FlagReview } from '../../components/reviews/FlagReview.tsx';
import { ReviewMarks } from '../../components/reviews/ReviewMarks.tsx';
import { ReviewResponse } from '../../components/reviews/ReviewResponse.tsx';
import { StarRating } from '../../components/stars/StarRating.tsx';
import { Card, Skeleton } from '../../components/ui/misc.tsx';
import { Select } from '../../components/ui/Select.tsx';
import { shortDate } from '../../lib/text.ts';
import { OwnerQuestions } from './OwnerQuestions.tsx';

type RatingChoice = 'any' | '1' | '2' | '3' | '4' | '5';
type TypeChoice = 'any' | 'review' | 'complaint' | 'comment' | 'question';

/**
 * The company's published reviews, complaints, comments and questions, newest first, filtered
 * (unanswered, rating, type, flagged by the owner), each answered in place: a review with the
 * same response form as on the company page, a question with the same answer form. The owner
 * may flag a review for staff, never edit or hide one. Questions have no rating and cannot be
 * flagged, so they show only while neither filter is on.
 */
export function OwnerReviews({ company }: { company: OwnedCompany }) {
  const [unanswered, setUnanswered] = useState(true);
  const [flagged, setFlagged] = useState(false);
  const [rating, setRating] = useState<RatingChoice>('any');
  const [type, setType] = useState<TypeChoice>('any');
  const questionsOnly = type === 'question';
  const filter: OwnerReviewFilter = {
    unanswered,
    flagged: !questionsOnly && flagged,
    ...(rating === 'any' || questionsOnly ? {} : { rating: Number(rating) }),
    ...(type === 'any' || questionsOnly ? {} : { type }),
  };
  const showQuestions = questionsOnly || (type === 'any' && rating === 'any' && !flagged);
  return (
    <section aria-labelledby="owner-reviews-heading" className="grid content-start gap-3">
      <h2 id="owner-reviews-heading" className="text-xl font-semibold text-slate-900">
        Reviews and questions
      </h2>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Toggle label="Unanswered only" checked={unanswered} onChange={setUnanswered} />
        {!questionsOnly && <Toggle label="Flagged by me" checked={flagged} onChange={setFlagged} />}
        <Select
          label="Type"
          value={type}
          onValueChange={setType}
          options={[
            { value: 'any', label: 'Any' },
            { value: 'review', label: 'Reviews' },
            { value: 'complaint', label: 'Complaints' },
            { value: 'comment', label: 'Comments' },
            { value: 'question', label: 'Questions' },
          ]}
        />
        {!questionsOnly && (
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
        )}
      </div>
      {!questionsOnly && <ReviewList company={company} filter={filter} />}
      {showQuestions && (
        <OwnerQuestions company={company} unanswered={unanswered} headed={!questionsOnly} />
      )}
    </section>
  );
}

function Toggle({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex min-h-10 items-center gap-2 text-sm text-slate-700">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4"
      />
      {label}
    </label>
  );
}

function ReviewList({ company, filter }: { company: OwnedCompany; filter: OwnerReviewFilter }) {
  const reviews = useOwnerReviews(company.id, filter);
  if (!reviews.data) {
    return reviews.isError ? (
      <p role="alert" className="text-red-800">
        Could not load the reviews{navigator.onLine ? '' : ': you are offline'}.
      </p>
    ) : (
      <Skeleton className="h-32" />
    );
  }
  if (reviews.data.length === 0) {
    return (
      <p className="text-slate-600">No review matches: every one is answered, or none matches.</p>
    );
  }
  return (
    <ul className="grid gap-3" data-testid="owner-reviews">
      {reviews.data.map((review) => (
        <li key={review.id}>
          <OwnerReviewCard review={review} company={company} />
        </li>
      ))}
    </ul>
  );
}

function OwnerReviewCard({ review, company }: { review: ReviewItem; company: OwnedCompany }) {
  return (
    <Card className="p-4">
      <article aria-label={review.title}>
        <div className="flex flex-wrap items-center gap-2">
          {review.rating !== null && <StarRating rating={review.rating} />}
          <ReviewMarks review={review} />
          <time dateTime={review.createdAt} className="text-xs text-slate-600">
            {shortDate(review.createdAt)}
          </time>
          <span className="ml-auto">
            <FlagReview review={review} domain={company.domain} />
          </span>
        </div>
        <h3 className="mt-1 font-semibold text-slate-900">
          <Link to={`/company/${company.domain}#review-${review.id}`}>{review.title}</Link>
        </h3>
        <p className="mt-1 whitespace-pre-line text-slate-800">{review.content}</p>
        <ReviewResponse review={review} domain={company.domain} companyName={company.name} />
      </article>
    </Card>
  );
}
