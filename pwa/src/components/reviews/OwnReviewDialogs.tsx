import { type FormEvent, useState } from 'react';
import { LIMITS } from '#shared/schemas/limits';
import type { ReviewItem } from '#shared/types/api';
import { serverMessage } from '../../api/http.ts';
import { isQueued } from '../../api/queuedError.ts';
import { useDeleteReview, useEditReview } from '../../api/writes/ownReview.ts';
import { pendingToast } from '../../offline/pendingToast.ts';
import { StarInput } from '../stars/StarInput.tsx';
import { toast } from '../toast/toastStore.ts';
import { Button } from '../ui/Button.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { TextAreaField, TextField } from '../ui/Field.tsx';
import { Switch } from '../ui/Switch.tsx';

export type OwnReviewDialog = 'edit' | 'delete' | null;

/** The server's message of a refused change (e.g. 403), else a plain sentence. */
function failureText(error: unknown): string {
  return serverMessage(error) ?? 'Please try again.';
}

/**
 * How an edit or a deletion ends: its toast and the dialog closed, also when it was queued
 * offline (the pending toast then); a refusal is toasted and leaves the dialog open.
 */
function settle(
  write: Promise<unknown>,
  done: { title: string; description: string },
  failedTitle: string,
  onClose: () => void,
): void {
  write.then(
    () => {
      toast(done);
      onClose();
    },
    (error: unknown) => {
      if (isQueued(error)) {
        pendingToast();
        onClose();
        return;
      }
      toast({ title: failedTitle, description: failureText(error), variant: 'destructive' });
    },
  );
}

/**
 * The author's Edit and Delete dialogs of one review (issue 13), loaded only when first opened
 * so the company page and the profile do not carry them.
 */
export function OwnReviewDialogs({
  review,
  domain,
  open,
  onOpenChange,
}: {
  review: ReviewItem;
  domain: string;
  open: OwnReviewDialog;
  onOpenChange: (open: OwnReviewDialog) => void;
}) {
  return (
    <>
      <EditDialog
        review={review}
        domain={domain}
        open={open === 'edit'}
        onClose={() => onOpenChange(null)}
      />
      <DeleteDialog
        review={review}
        domain={domain}
        open={open === 'delete'}
        onClose={() => onOpenChange(null)}
      />
    </>
  );
}

/** One dialog of the pair: the review, its company's domain, and whether it shows. */
interface DialogProps {
  review: ReviewItem;
  domain: string;
  open: boolean;
  onClose: () => void;
}

function EditDialog({ review, domain, open, onClose }: DialogProps) {
  const edit = useEditReview();
  const [title, setTitle] = useState(review.title);
  const [content, setContent] = useState(review.content);
  const [rating, setRating] = useState(review.rating ?? 5);
  const [isComplaint, setIsComplaint] = useState(review.isComplaint);
  const isComment = review.type === 'comment';
  const ready = title.trim() !== '' && content.trim() !== '';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready || edit.isPending) return;
    // The promise, not mutate()'s callbacks: while the edit waits in the outbox the card is
    // drawn as pending, without this dialog, and callbacks of an unmounted observer never run.
    const saved = edit.mutateAsync({
      reviewId: review.id,
      domain,
      input: {
        title,
        content,
        ...(isComment ? {} : { isComplaint, rating: isComplaint ? 1 : rating }),
      },
    });
    settle(
      saved,
      { title: 'Review Updated', description: 'Your changes have been saved.' },
      'Update Failed',
      onClose,
    );
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title="Edit Your Review">
      <form onSubmit={submit} noValidate className="grid gap-4">
        {!isComment && !isComplaint && (
          <StarInput required label="Overall Rating" value={rating} onChange={setRating} />
        )}
        <TextField
          label="Review Title"
          required
          maxLength={LIMITS.titleMax}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
        />
        <TextAreaField
          label="Your Review"
          required
          rows={5}
          maxLength={LIMITS.contentMax}
          value={content}
          onChange={(event) => setContent(event.target.value)}
          hint={`${content.length}/${LIMITS.contentMax} characters`}
        />
        {!isComment && (
          <Switch
            label="Mark as Complaint"
            checked={isComplaint}
            onCheckedChange={setIsComplaint}
          />
        )}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!ready || edit.isPending}>
            {edit.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function DeleteDialog({ review, domain, open, onClose }: DialogProps) {
  const remove = useDeleteReview();
  function confirm() {
    // The promise, not mutate()'s callbacks: a queued deletion takes the card (and this
    // dialog) off the list at once, and callbacks of an unmounted observer never run.
    settle(
      remove.mutateAsync({ reviewId: review.id, domain }),
      { title: 'Review Deleted', description: 'Your review has been deleted.' },
      'Delete Failed',
      onClose,
    );
  }
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title="Delete Review">
      <p className="text-slate-700">
        Are you sure you want to delete {review.title}? This action cannot be undone.
      </p>
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="danger" disabled={remove.isPending} onClick={confirm}>
          {remove.isPending ? 'Deleting...' : 'Delete'}
        </Button>
      </div>
    </Dialog>
  );
}
