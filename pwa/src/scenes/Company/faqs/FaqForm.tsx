import { loadSchemas } from '../../../api/schemas.ts';
import { PublicForm } from '../../../components/forms/PublicForm.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { TextAreaField, TextField } from '../../../components/ui/Field.tsx';
import { useZodForm } from '../../../lib/useZodForm.ts';

interface FaqValues {
  question: string;
  answer: string;
}

/** The owner's form for a new FAQ or an edit of one, checked with the shared FAQ schema. */
export function FaqForm({
  initial = { question: '', answer: '' },
  submitLabel,
  busy,
  onSubmit,
  onCancel,
}: {
  initial?: FaqValues;
  submitLabel: string;
  busy: boolean;
  /** Resolves true when the form may clear (sent, or safe in the outbox). */
  onSubmit: (values: FaqValues) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const form = useZodForm({
    initial,
    schema: async () => (await loadSchemas()).FaqCreateSchema,
  });

  const submit = form.handleSubmit(async ({ question, answer }) => {
    if (busy) return;
    if (await onSubmit({ question, answer })) form.reset({ question: '', answer: '' });
  });

  return (
    <PublicForm onSubmit={submit} label={submitLabel} className="grid gap-3">
      <TextField label="Question" required {...form.field('question')} />
      <TextAreaField
        label="Answer"
        required
        rows={3}
        className="min-h-20"
        {...form.field('answer')}
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={busy}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button size="sm" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </PublicForm>
  );
}
