import { type FormEvent, useState } from 'react';
import { LIMITS } from '#shared/schemas/limits';
import type { CompanyProfile } from '#shared/types/api';
import { isQueued } from '../../api/queuedError.ts';
import { existingReviewOf, wasReviewCreated } from '../../api/reviewOutcome.ts';
import { useCreateReview } from '../../api/writes/createReview.ts';
import { ExistingReviewNotice } from '../../components/reviews/ExistingReviewNotice.tsx';
import { StarInput } from '../../components/stars/StarInput.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { TextAreaField, TextField } from '../../components/ui/Field.tsx';
import { Switch } from '../../components/ui/Switch.tsx';
import { pendingToast } from '../../offline/pendingToast.ts';
import { useDraft } from '../../offline/useDraft.ts';
import {
  canSubmit,
  DIALOG_TEXT,
  type DialogForm,
  RESET_FORM,
  ratingError,
  setComplaint,
  showsRating,
  submissionType,
  toDialogInput,
} from './reviewDialogForm.ts';

/** The Write a Review / Complaint / Comment dialog of the company profile. */
export function ReviewDialog({
  company,
  open,
  form,
  onFormChange,
  onOpenChange,
}: {
  company: CompanyProfile;
  open: boolean;
  form: DialogForm;
  onFormChange: (form: DialogForm) => void;
  onOpenChange: (open: boolean) => void;
}) {
  const createReview = useCreateReview();
  // The author's review of this company, when the post answered that one exists (issue 34).
  const [existingReview, setExistingReview] = useState<number | null>(null);
  // Shown under the stars once a send is tried without them; gone when stars are chosen.
  const [triedWithoutRating, setTriedWithoutRating] = useState(false);
  const missingRating = triedWithoutRating ? ratingError(form) : null;
  const type = submissionType(form);
  const text = DIALOG_TEXT[type];
  // The form survives a reload or a crash; sending (or emptying) it clears the draft.
  useDraft(`dialog:${company.domain}`, form, {
    restore: onFormChange,
    isEmpty: (value) => value.title === '' && value.content === '',
  });

  function succeed() {
    toast({ title: text.successTitle, description: text.successText });
    // §2: after success the form resets (no rating, empty fields, complaint off) and closes.
    setTriedWithoutRating(false);
    onFormChange(RESET_FORM);
    onOpenChange(false);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmit(form) || createReview.isPending) return;
    if (ratingError(form)) {
      setTriedWithoutRating(true);
      // The stars are first in the form: focus there, so the message is read out.
      (event.currentTarget as HTMLFormElement)
        .querySelector<HTMLInputElement>('input[type="radio"]')
        ?.focus();
      return;
    }
    setExistingReview(null);
    createReview.mutate(
      { domain: company.domain, input: toDialogInput(form) },
      {
        onSuccess: succeed,
        onError: (error) => {
          if (wasReviewCreated(error)) return succeed();
          const existing = existingReviewOf(error);
          if (existing !== undefined) return setExistingReview(existing);
          if (isQueued(error)) {
            // Safe in the outbox and shown as pending in the list: the dialog is done.
            pendingToast();
            onFormChange(RESET_FORM);
            onOpenChange(false);
            return;
          }
          toast({
            title: text.failureTitle,
            description: text.failureText,
            variant: 'destructive',
          });
        },
      },
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={text.dialogTitle}
      description={`About ${company.name} (${company.domain})`}
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        {showsRating(form) && (
          <StarInput
            required
            label="Overall Rating"
            value={form.rating}
            onChange={(rating) => onFormChange({ ...form, rating })}
            error={missingRating ?? undefined}
          />
        )}
        <TextField
          label={text.titleLabel}
          required
          maxLength={LIMITS.titleMax}
          value={form.title}
          onChange={(event) => onFormChange({ ...form, title: event.target.value })}
        />
        <TextAreaField
          label={text.contentLabel}
          required
          rows={5}
          maxLength={LIMITS.contentMax}
          value={form.content}
          onChange={(event) => onFormChange({ ...form, content: event.target.value })}
          hint={`${form.content.length}/${LIMITS.contentMax} characters`}
        />
        {form.kind !== 'comment' && (
          <Switch
            label="Mark as Complaint"
            checked={form.isComplaint}
            onCheckedChange={(checked) => onFormChange(setComplaint(form, checked))}
          />
        )}
        {existingReview !== null && (
          <ExistingReviewNotice
            domain={company.domain}
            reviewId={existingReview}
            onFollow={() => {
              setExistingReview(null);
              onOpenChange(false);
            }}
          />
        )}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={!canSubmit(form) || createReview.isPending}>
            {createReview.isPending ? 'Submitting...' : text.submit}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
