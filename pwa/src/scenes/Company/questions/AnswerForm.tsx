import { type FormEvent, useState } from 'react';
import { loadSchemas, preloadSchemas } from '../../../api/schemas.ts';
import { type QaPlace, useAnswerQuestion } from '../../../api/writes/questions.ts';
import { toast } from '../../../components/toast/toastStore.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { TextAreaField } from '../../../components/ui/Field.tsx';
import { validateForm } from './validateForm.ts';
import { reportWriteError } from './writeOutcome.ts';

/** Answers one question; the company's claimed owner answers as such (the server marks it). */
export function AnswerForm({
  place,
  questionId,
  asOwner,
  onDone,
}: {
  place: QaPlace;
  questionId: number;
  asOwner: boolean;
  onDone: () => void;
}) {
  const answer = useAnswerQuestion();
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | undefined>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (answer.isPending) return;
    const { AnswerCreateSchema } = await loadSchemas();
    const checked = validateForm(AnswerCreateSchema, { content });
    setError(checked.errors?.content);
    if (!checked.input) return;
    answer.mutate(
      { place, questionId, input: checked.input },
      {
        onSuccess: () => {
          toast({ title: 'Answer Posted', description: 'Thank you for helping out!' });
          onDone();
        },
        onError: (failure) => {
          if (reportWriteError(failure, 'Answer Failed')) onDone();
        },
      },
    );
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      onFocus={preloadSchemas}
      noValidate
      className="mt-3 grid gap-2"
    >
      <TextAreaField
        label={asOwner ? 'Your answer (as the company’s owner)' : 'Your answer'}
        rows={3}
        className="min-h-20"
        value={content}
        error={error}
        onChange={(event) => setContent(event.target.value)}
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={answer.isPending}>
          {answer.isPending ? 'Posting...' : 'Post Answer'}
        </Button>
        <Button size="sm" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
