import { Flag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../ui/Button.tsx';

// The dialog (and the dialog library) loads when first opened, not with the page.
const FlagDialog = lazy(() => import('./FlagDialog.tsx').then((m) => ({ default: m.FlagDialog })));

/**
 * "Flag" on a public review (issue 13): any visitor reports it to staff with a reason. Not on
 * one's own review, nor on one that is not public (its author alone sees it).
 */
export function FlagReview({
  review,
  domain,
}: {
  review: { id: number; title: string; status: string; isMine: boolean };
  domain: string;
}) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  if (review.isMine || review.status !== 'published') return null;
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Flag review: ${review.title}`}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Flag aria-hidden="true" className="size-4" />
        Flag
      </Button>
      {used && (
        <Suspense fallback={null}>
          <FlagDialog reviewId={review.id} domain={domain} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
