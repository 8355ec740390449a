import { Pencil } from 'lucide-react';
import { Link } from 'react-router-dom';
import { editReviewPath } from '../../api/reviewOutcome.ts';

/**
 * One review per customer (issue 34): the author already reviewed this company, so instead of a
 * second review they are offered their first one to edit. The wizard, the company page's dialog
 * and the outbox card show it.
 */
export function ExistingReviewNotice({
  domain,
  reviewId,
  message,
  onFollow,
}: {
  domain: string;
  reviewId: number;
  message?: string | undefined;
  /** Called when the link is followed (a dialog closes). */
  onFollow?: () => void;
}) {
  return (
    <div role="alert" className="grid gap-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
      <p>{message ?? 'You have already reviewed this company: edit your review instead'}</p>
      <Link
        to={editReviewPath(domain, reviewId)}
        onClick={onFollow}
        className="inline-flex items-center gap-1 font-medium text-brand-700 underline"
      >
        <Pencil aria-hidden="true" className="size-4" />
        Edit your review
      </Link>
    </div>
  );
}
