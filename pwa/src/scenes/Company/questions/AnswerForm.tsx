import { loadSchemas } from '../../../api/schemas.ts';
import { type QaPlace, useAnswerQuestion } from '../../../api/writes/questions.ts';
import { PublicForm } from '../../../components/forms/PublicForm.tsx';
import { toast } from '../../../components/toast/toastStore.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { TextAreaField } from '../../../components/ui/Field.tsx';
import { useZodForm } from '../../../lib/useZodForm.ts';
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
  const form = useZodForm({
    initial: { content: '' },
    schema: async () => (await loadSchemas()).AnswerCreateSchema,
  });

  const submit = form.handleSubmit((input) => {
    if (answer.isPending) return;
    answer.mutate(
      { place, questionId, input },
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
  });

  return (
    <PublicForm onSubmit={submit} className="mt-3 grid gap-2">
      <TextAreaField
        label={asOwner ? 'Your answer (as the company’s owner)' : 'Your answer'}
        rows={3}
        className="min-h-20"
        {...form.field('content')}
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={answer.isPending}>
          {answer.isPending ? 'Posting...' : 'Post Answer'}
        </Button>
        <Button size="sm" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </PublicForm>
  );
}
