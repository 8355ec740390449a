import { BadgeCheck, Clock, Pencil } from 'lucide-react';
import type { ReviewItem } from '#shared/types/api';
import { shortDate } from '../../lib/text.ts';
import { Badge } from '../ui/misc.tsx';

/**
 * The trust marks of a review (issue 13), on the company page and the user profile: "Verified"
 * when its author's email is verified, "Awaiting moderation" while it is held (only its author
 * sees it then), and "Edited" with the date of the last edit.
 */
export function ReviewMarks({
  review,
}: {
  review: Pick<ReviewItem, 'isVerified' | 'status' | 'editedAt'>;
}) {
  return (
    <>
      {review.isVerified && (
        <Badge tone="green">
          <BadgeCheck aria-hidden="true" className="size-3" />
          Verified
        </Badge>
      )}
      {review.status === 'pending' && (
        <Badge tone="amber">
          <Clock aria-hidden="true" className="size-3" />
          Awaiting moderation
        </Badge>
      )}
      {review.editedAt && (
        <span className="inline-flex items-center gap-1 text-xs text-slate-600">
          <Pencil aria-hidden="true" className="size-3" />
          Edited <time dateTime={review.editedAt}>{shortDate(review.editedAt)}</time>
        </span>
      )}
    </>
  );
}
