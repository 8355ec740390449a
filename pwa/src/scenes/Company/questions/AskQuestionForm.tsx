import { loadSchemas } from '../../../api/schemas.ts';
import { type QaPlace, useAskQuestion } from '../../../api/writes/questions.ts';
import { PublicForm } from '../../../components/forms/PublicForm.tsx';
import { toast } from '../../../components/toast/toastStore.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { TextAreaField, TextField } from '../../../components/ui/Field.tsx';
import { useZodForm } from '../../../lib/useZodForm.ts';
import { useDraft } from '../../../offline/useDraft.ts';

import { reportWriteError } from './writeOutcome.ts';

const EMPTY = { title: '', content: '' };

/** A signed-in user asks the company's page a question (autosaved as a draft until sent). */
export function AskQuestionForm({ place }: { place: QaPlace }) {
  const ask = useAskQuestion();
  const form = useZodForm({
    initial: EMPTY,
    schema: async () => (await loadSchemas()).QuestionCreateSchema,
  });
  const draft = useDraft(`question:${place.companyId}`, form.values, {
    restore: form.setValues,
    isEmpty: (value) => value.title === '' && value.content === '',
  });

  function sent() {
    form.reset();
    void draft.clear();
  }

  const submit = form.handleSubmit((input) => {
    if (ask.isPending) return;
    ask.mutate(
      { place, input },
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
  });

  return (
    <PublicForm
      onSubmit={submit}
      label="Ask a question"
      className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <TextField label="Your question" required {...form.field('title')} />
      <TextAreaField
        label="Details (optional)"
        rows={3}
        className="min-h-20"
        {...form.field('content')}
      />
      <div>
        <Button type="submit" size="sm" disabled={ask.isPending}>
          {ask.isPending ? 'Posting...' : 'Ask a Question'}
        </Button>
      </div>
    </PublicForm>
  );
}
