import { type FormEvent, useState } from 'react';
import { loadSchemas, preloadSchemas } from '../../../api/schemas.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { TextAreaField, TextField } from '../../../components/ui/Field.tsx';
import { validateForm } from '../questions/validateForm.ts';

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
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const { FaqCreateSchema } = await loadSchemas();
    const checked = validateForm(FaqCreateSchema, values);
    setErrors(checked.errors ?? {});
    if (!checked.input) return;
    if (await onSubmit({ question: checked.input.question, answer: checked.input.answer })) {
      setValues({ question: '', answer: '' });
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      onFocus={preloadSchemas}
      noValidate
      aria-label={submitLabel}
      className="grid gap-3"
    >
      <TextField
        label="Question"
        required
        value={values.question}
        error={errors.question}
        onChange={(event) => setValues({ ...values, question: event.target.value })}
      />
      <TextAreaField
        label="Answer"
        required
        rows={3}
        className="min-h-20"
        value={values.answer}
        error={errors.answer}
        onChange={(event) => setValues({ ...values, answer: event.target.value })}
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
    </form>
  );
}
