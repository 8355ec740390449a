import { Pencil, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ReviewItem } from '#shared/types/api';
import { Button } from '../ui/Button.tsx';
import type { OwnReviewDialog } from './OwnReviewDialogs.tsx';

// The dialogs (and the dialog library) load when first opened, not with the page.
const OwnReviewDialogs = lazy(() =>
  import('./OwnReviewDialogs.tsx').then((m) => ({ default: m.OwnReviewDialogs })),
);

/** Edit and Delete on a review its viewer wrote (issue 13): company page and own profile. */
export function OwnReviewActions({ review, domain }: { review: ReviewItem; domain: string }) {
  // `?edit={id}`: the author was sent here to edit this review instead of writing a second one
  // (issue 34), so its edit dialog opens at once.
  const [params] = useSearchParams();
  const asked = review.isMine && params.get('edit') === String(review.id);
  const [open, setOpen] = useState<OwnReviewDialog>(asked ? 'edit' : null);
  const [used, setUsed] = useState(asked);
  if (!review.isMine) return null;
  const show = (dialog: OwnReviewDialog) => {
    setUsed(true);
    setOpen(dialog);
  };
  return (
    <div className="flex gap-1">
      <Button size="sm" variant="ghost" onClick={() => show('edit')}>
        <Pencil aria-hidden="true" className="size-4" />
        Edit
      </Button>
      <Button size="sm" variant="ghost" onClick={() => show('delete')}>
        <Trash2 aria-hidden="true" className="size-4" />
        Delete
      </Button>
      {used && (
        <Suspense fallback={null}>
          <OwnReviewDialogs review={review} domain={domain} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </div>
  );
}
