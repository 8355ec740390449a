import { BadgeCheck, Clock, MailCheck, Pencil } from 'lucide-react';
import type { ReviewItem } from '#shared/types/api';
import { shortDate } from '../../lib/text.ts';
import { Badge } from '../ui/misc.tsx';

const INVITED_EXPLAINED =
  'The company invited this customer to write a review. Invited reviews are published whatever their rating.';

/**
 * The trust marks of a review (issue 13), on the company page and the user profile: "Verified"
 * when its author's email is verified, "Awaiting verification" while it waits for its author to
 * confirm their email (issue 34) and "Awaiting moderation" while it waits for staff (only its
 * author sees it then), "Invited" when it was written through the company's review invitation
 * (issue 37; its tooltip says what that means), and "Edited" with the date of the last edit.
 */
export function ReviewMarks({
  review,
}: {
  review: Pick<ReviewItem, 'isVerified' | 'status' | 'holdReason' | 'editedAt'> &
    Partial<Pick<ReviewItem, 'isInvited'>>;
}) {
  return (
    <>
      {review.isVerified && (
        <Badge tone="green">
          <BadgeCheck aria-hidden="true" className="size-3" />
          Verified
        </Badge>
      )}
      {review.isInvited && (
        <span title={INVITED_EXPLAINED}>
          <Badge tone="brand">
            <MailCheck aria-hidden="true" className="size-3" />
            Invited
            <span className="sr-only">: {INVITED_EXPLAINED}</span>
          </Badge>
        </span>
      )}
      {review.status === 'pending' && (
        <Badge tone="amber">
          <Clock aria-hidden="true" className="size-3" />
          {review.holdReason === 'verification' ? 'Awaiting verification' : 'Awaiting moderation'}
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
