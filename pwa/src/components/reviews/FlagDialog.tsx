import { useId } from 'react';
import { LIMITS } from '#shared/schemas/limits';
import type { FlagReason } from '#shared/schemas/reviews';
import { HttpError, serverMessage } from '../../api/http.ts';
import { isQueued } from '../../api/queuedError.ts';
import { loadSchemas } from '../../api/schemas.ts';
import { useFlagReview } from '../../api/writes/flagReview.ts';
import { useZodForm } from '../../lib/useZodForm.ts';
import { SubmitButton } from '../forms/SubmitButton.tsx';
import { toast } from '../toast/toastStore.ts';
import { Button } from '../ui/Button.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { TextAreaField } from '../ui/Field.tsx';

/** The reasons of the shared schema, in the words a visitor picks from. */
const REASONS: Array<{ value: FlagReason; label: string; hint: string }> = [
  { value: 'fake', label: 'Fake review', hint: 'Not written by a real customer' },
  { value: 'offensive', label: 'Offensive', hint: 'Abusive, hateful or personal attacks' },
  {
    value: 'conflict_of_interest',
    label: 'Conflict of interest',
    hint: 'Written by the company, a competitor or someone paid',
  },
  { value: 'other', label: 'Something else', hint: 'Tell us below' },
];

/**
 * Flag a review (issue 13): a reason, and the visitor's words (required for "Something else").
 * The toasts tell apart sent, already flagged (a 409, from this visitor earlier) and saved on
 * the device while offline.
 */
export function FlagDialog({
  reviewId,
  domain,
  open,
  onOpenChange,
}: {
  reviewId: number;
  domain: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const flag = useFlagReview();
  const form = useZodForm({
    initial: { reason: undefined as FlagReason | undefined, details: '' },
    schema: async () => (await loadSchemas()).ReviewFlagSchema,
    toInput: ({ reason, details }) => ({ reason, ...(details.trim() ? { details } : {}) }),
    messages: { reason: 'Please choose a reason' },
  });
  const { reason, details } = form.values;
  const { errors } = form;
  const legendId = useId();

  function close() {
    form.reset();
    onOpenChange(false);
  }

  const submit = form.handleSubmit((input) => {
    if (flag.isPending) return;
    flag.mutate(
      { reviewId, domain, input },
      {
        onSuccess: (answer) => {
          toast({ title: 'Review Flagged', description: answer.message });
          close();
        },
        onError: (error) => {
          if (isQueued(error)) {
            toast({
              title: 'Flag Saved',
              description: navigator.onLine
                ? 'The server could not take it just now; it will be sent automatically.'
                : 'You are offline: your flag will be sent when you are back online.',
            });
            close();
            return;
          }
          if (error instanceof HttpError && error.status === 409) {
            toast({
              title: 'Already Flagged',
              description: 'You have already flagged this review. Our team will look at it.',
            });
            close();
            return;
          }
          toast({
            title: 'Flag Failed',
            description: serverMessage(error) ?? 'Could not send your flag. Please try again.',
            variant: 'destructive',
          });
        },
      },
    );
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title="Flag Review"
      description="Tell our moderation team what is wrong with this review."
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        <fieldset
          aria-describedby={errors.reason ? `${legendId}-error` : undefined}
          className="grid gap-2"
        >
          <legend id={legendId} className="mb-1 text-sm font-medium text-slate-800">
            Reason<span aria-hidden="true"> *</span>
          </legend>
          {REASONS.map((option) => (
            <label
              key={option.value}
              className="flex cursor-pointer items-start gap-3 rounded-md border border-slate-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="reason"
                value={option.value}
                checked={reason === option.value}
                onChange={() => form.setValue('reason', option.value)}
                className="mt-1 accent-brand-700"
              />
              <span>
                <span className="block font-medium text-slate-900">{option.label}</span>
                <span className="block text-sm text-slate-600">{option.hint}</span>
              </span>
            </label>
          ))}
          {errors.reason && (
            <p id={`${legendId}-error`} className="text-sm text-red-700">
              {errors.reason}
            </p>
          )}
        </fieldset>
        <TextAreaField
          label="Details"
          required={reason === 'other'}
          rows={4}
          maxLength={LIMITS.flagDetailsMax}
          hint={`${details.length}/${LIMITS.flagDetailsMax} characters`}
          {...form.field('details')}
        />
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <SubmitButton busy={flag.isPending} label="Send Flag" busyLabel="Sending..." />
        </div>
      </form>
    </Dialog>
  );
}
