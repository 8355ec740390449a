import type { FormEvent } from 'react';
import { LIMITS } from '#shared/schemas/limits';
import type { CompanyProfile } from '#shared/types/api';
import { StarInput } from '../../components/stars/StarInput.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { TextAreaField, TextField } from '../../components/ui/Field.tsx';
import { Switch } from '../../components/ui/Switch.tsx';
import type { ReviewFieldErrors, ReviewForm } from './wizardMachine.ts';

export function ReviewStep({
  company,
  form,
  submitting,
  submitError,
  errors,
  onRating,
  onTitle,
  onContent,
  onComplaint,
  onBack,
  onSubmit,
}: {
  company: CompanyProfile;
  form: ReviewForm;
  submitting: boolean;
  submitError: string | null;
  /** The checks' messages, each shown beside its field (issue 34). */
  errors: ReviewFieldErrors;
  onRating: (rating: number) => void;
  onTitle: (title: string) => void;
  onContent: (content: string) => void;
  onComplaint: (isComplaint: boolean) => void;
  onBack: () => void;
  onSubmit: () => void;
}) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <form id="review-step" onSubmit={submit} noValidate className="grid gap-5">
      <div className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">
        <p>{company.domain}</p>
        <p>{company.category || 'General'}</p>
      </div>
      {!form.isComplaint && (
        <StarInput
          required
          label="Overall Rating"
          value={form.rating}
          onChange={onRating}
          disabled={submitting}
          error={errors.rating}
        />
      )}
      <TextField
        label="Review Title"
        required
        maxLength={LIMITS.titleMax}
        value={form.title}
        onChange={(event) => onTitle(event.target.value)}
        disabled={submitting}
        error={errors.title}
      />
      <TextAreaField
        label="Your Review"
        required
        rows={6}
        maxLength={LIMITS.contentMax}
        value={form.content}
        onChange={(event) => onContent(event.target.value)}
        disabled={submitting}
        hint={`${form.content.length}/${LIMITS.contentMax} characters`}
        error={errors.content}
      />
      <Switch
        label="Mark as Complaint"
        checked={form.isComplaint}
        onCheckedChange={onComplaint}
        disabled={submitting}
      />
      {submitError && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {submitError}
        </p>
      )}
      <div className="flex flex-wrap justify-between gap-3">
        <Button variant="outline" onClick={onBack} disabled={submitting}>
          Back
        </Button>
        <Button type="submit" disabled={submitting}>
          {submitting ? 'Submitting...' : 'Submit Review'}
        </Button>
      </div>
    </form>
  );
}
