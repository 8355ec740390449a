import { type FormEvent, useState } from 'react';
import { loadSchemas, preloadSchemas } from '../../../api/schemas.ts';
import { type QaPlace, useAskQuestion } from '../../../api/writes/questions.ts';
import { toast } from '../../../components/toast/toastStore.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { TextAreaField, TextField } from '../../../components/ui/Field.tsx';
import { useDraft } from '../../../offline/useDraft.ts';
import { validateForm } from './validateForm.ts';
import { reportWriteError } from './writeOutcome.ts';

const EMPTY = { title: '', content: '' };

/** A signed-in user asks the company's page a question (autosaved as a draft until sent). */
export function AskQuestionForm({ place }: { place: QaPlace }) {
  const ask = useAskQuestion();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const draft = useDraft(`question:${place.companyId}`, values, {
    restore: setValues,
    isEmpty: (value) => value.title === '' && value.content === '',
  });

  function sent() {
    setValues(EMPTY);
    void draft.clear();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (ask.isPending) return;
    const { QuestionCreateSchema } = await loadSchemas();
    const checked = validateForm(QuestionCreateSchema, values);
    setErrors(checked.errors ?? {});
    if (!checked.input) return;
    ask.mutate(
      { place, input: checked.input },
      {
        onSuccess: () => {
          toast({ title: 'Question Posted', description: 'Others can now answer it.' });
          sent();
        },
        onError: (error) => {
          if (reportWriteError(error, 'Question Failed')) sent();
        },
      },
    );
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      onFocus={preloadSchemas}
      noValidate
      aria-label="Ask a question"
      className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <TextField
        label="Your question"
        required
        value={values.title}
        error={errors.title}
        onChange={(event) => setValues({ ...values, title: event.target.value })}
      />
      <TextAreaField
        label="Details (optional)"
        rows={3}
        className="min-h-20"
        value={values.content}
        error={errors.content}
        onChange={(event) => setValues({ ...values, content: event.target.value })}
      />
      <div>
        <Button type="submit" size="sm" disabled={ask.isPending}>
          {ask.isPending ? 'Posting...' : 'Ask a Question'}
        </Button>
      </div>
    </form>
  );
}
