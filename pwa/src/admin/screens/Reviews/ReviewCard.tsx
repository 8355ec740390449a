import { Check, ExternalLink, Eye, Hand, ThumbsDown, ThumbsUp, Trash2, X } from 'lucide-react';
import type { AdminReviewItem } from '#shared/types/admin';
import { StarRating } from '../../../components/stars/StarRating.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { buttonClass } from '../../../components/ui/buttonStyles.ts';
import { Badge } from '../../../components/ui/misc.tsx';
import { shortDate } from '../../../lib/text.ts';
import { ratingTone, reviewAuthor } from '../../lib/format.ts';

const TONE_TEXT = { green: 'text-green-700', amber: 'text-yellow-700', red: 'text-red-700' };

/** The counters under a review, each an icon with its name for screen readers. */
const COUNTERS = [
  ['upvotes', ThumbsUp],
  ['downvotes', ThumbsDown],
  ['claps', Hand],
  ['views', Eye],
] as const;

/** Where a review stands when it is not simply public (issue 13). */
function StatusBadge({ review }: { review: AdminReviewItem }) {
  if (review.status === 'rejected') return <Badge tone="red">Rejected</Badge>;
  if (review.status !== 'pending') return null;
  return (
    <Badge tone="amber">
      {review.holdReason === 'verification' ? 'Awaiting email verification' : 'Pending'}
    </Badge>
  );
}

/**
 * One review of the §2 Reviews list. A held review also offers Approve and Reject (issue 13).
 */
export function ReviewCard({
  review,
  onDelete,
  onApprove,
  onReject,
  onDismissFlags,
}: {
  review: AdminReviewItem;
  onDelete: () => void;
  onApprove?: () => void;
  onReject?: () => void;
  onDismissFlags?: () => void;
}) {
  const pending = review.status === 'pending';
  return (
    <article className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        {review.rating !== null && (
          <>
            <StarRating rating={review.rating} />
            <span className={`text-sm font-semibold ${TONE_TEXT[ratingTone(review.rating)]}`}>
              {review.rating}/5
            </span>
          </>
        )}
        {review.isComplaint && <Badge tone="red">Complaint</Badge>}
        {review.isVerified && <Badge tone="green">Verified</Badge>}
        <StatusBadge review={review} />
        {review.editedAt && <Badge>Edited {shortDate(review.editedAt)}</Badge>}
      </div>
      <h2 className="mt-2 font-semibold text-slate-900">{review.title}</h2>
      <p className="mt-1 line-clamp-3 text-sm whitespace-pre-line text-slate-700">
        {review.content}
      </p>
      <p className="mt-2 text-xs text-slate-600">
        <strong>{review.company.name}</strong> ({review.company.domain}) · by {reviewAuthor(review)}{' '}
        · {shortDate(review.createdAt)}
      </p>
      <ul className="mt-2 flex flex-wrap gap-4 text-xs text-slate-600">
        {COUNTERS.map(([name, Icon]) => (
          <li key={name} className="flex items-center gap-1">
            <Icon aria-hidden="true" className="size-3.5" /> {review[name]}
            <span className="sr-only">{name}</span>
          </li>
        ))}
      </ul>
      {review.flags.length > 0 && (
        <ul aria-label="Flags" className="mt-2 grid gap-1 text-sm text-red-800">
          {review.flags.map((flag) => (
            <li key={flag.reason}>
              Flagged {flag.reason.replaceAll('_', ' ')} ({flag.count})
              {flag.details.length > 0 && `: ${flag.details.join(' · ')}`}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <a
          href={`/company/${encodeURIComponent(review.company.domain)}#review-${review.id}`}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass('outline', 'sm')}
        >
          <ExternalLink aria-hidden="true" className="size-4" /> View on Site
        </a>
        {pending && onApprove && (
          <Button size="sm" onClick={onApprove}>
            <Check aria-hidden="true" className="size-4" /> Approve
          </Button>
        )}
        {pending && onReject && (
          <Button variant="outline" size="sm" onClick={onReject}>
            <X aria-hidden="true" className="size-4" /> Reject
          </Button>
        )}
        {review.flags.length > 0 && onDismissFlags && (
          <Button variant="outline" size="sm" onClick={onDismissFlags}>
            Dismiss Flags
          </Button>
        )}
        <Button variant="danger" size="sm" onClick={onDelete}>
          <Trash2 aria-hidden="true" className="size-4" /> Delete Review
        </Button>
      </div>
    </article>
  );
}
