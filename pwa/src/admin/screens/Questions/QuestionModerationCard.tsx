import { Eye, EyeOff, Trash2 } from 'lucide-react';
import type { AdminQuestionItem, AnswerItem } from '#shared/schemas/responses/questions';
import { Button } from '../../../components/ui/Button.tsx';
import { Badge } from '../../../components/ui/misc.tsx';
import { shortDate } from '../../../lib/text.ts';

/** What a moderator does to one question or answer. */
export type QaAction =
  | { action: 'status'; target: 'question' | 'answer'; id: number; status: 'published' | 'hidden' }
  | { action: 'delete'; target: 'question' | 'answer'; id: number; label: string };

function Actions({
  target,
  item,
  label,
  busy,
  onAction,
}: {
  target: 'question' | 'answer';
  item: { id: number; status: 'published' | 'hidden' };
  label: string;
  busy: boolean;
  onAction: (action: QaAction) => void;
}) {
  const hidden = item.status === 'hidden';
  const name = target === 'question' ? 'question' : 'answer';
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="sm"
        variant="outline"
        disabled={busy}
        aria-label={`${hidden ? 'Show' : 'Hide'} ${name}: ${label}`}
        onClick={() =>
          onAction({
            action: 'status',
            target,
            id: item.id,
            status: hidden ? 'published' : 'hidden',
          })
        }
      >
        {hidden ? (
          <Eye aria-hidden="true" className="size-4" />
        ) : (
          <EyeOff aria-hidden="true" className="size-4" />
        )}
        {hidden ? 'Show' : 'Hide'}
      </Button>
      <Button
        size="sm"
        variant="outline"
        disabled={busy}
        aria-label={`Delete ${name}: ${label}`}
        onClick={() => onAction({ action: 'delete', target, id: item.id, label })}
        className="text-red-700"
      >
        <Trash2 aria-hidden="true" className="size-4" />
        Delete
      </Button>
    </div>
  );
}

function AnswerRow({
  answer,
  busy,
  onAction,
}: {
  answer: AnswerItem;
  busy: boolean;
  onAction: (action: QaAction) => void;
}) {
  return (
    <li className="rounded-md border border-slate-200 p-3">
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        {answer.isOwner && <Badge tone="brand">Owner</Badge>}
        {answer.isAccepted && <Badge tone="green">Accepted</Badge>}
        {answer.status === 'hidden' && <Badge tone="amber">Hidden</Badge>}
        <span>{shortDate(answer.createdAt)}</span>
      </div>
      <p className="mt-1 whitespace-pre-line text-slate-800">{answer.content}</p>
      <div className="mt-2">
        <Actions
          target="answer"
          item={answer}
          label={answer.content.slice(0, 60)}
          busy={busy}
          onAction={onAction}
        />
      </div>
    </li>
  );
}

/** One question of the moderation list, with its company and every answer (hidden ones too). */
export function QuestionModerationCard({
  question,
  busy,
  onAction,
}: {
  question: AdminQuestionItem;
  busy: boolean;
  onAction: (action: QaAction) => void;
}) {
  return (
    <article className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <a
          href={`/company/${question.company.domain}`}
          className="font-medium text-brand-700 underline"
        >
          {question.company.name || question.company.domain}
        </a>
        <span>{shortDate(question.createdAt)}</span>
        {question.status === 'hidden' && <Badge tone="amber">Hidden</Badge>}
        {question.isAnswered && <Badge tone="green">Answered</Badge>}
      </div>
      <h2 className="mt-1 text-lg font-semibold text-slate-900">{question.title}</h2>
      {question.content && (
        <p className="mt-1 whitespace-pre-line text-slate-800">{question.content}</p>
      )}
      <div className="mt-2">
        <Actions
          target="question"
          item={question}
          label={question.title}
          busy={busy}
          onAction={onAction}
        />
      </div>
      {question.answers.length > 0 && (
        <ul className="mt-3 grid gap-2" aria-label={`Answers to ${question.title}`}>
          {question.answers.map((answer) => (
            <AnswerRow key={answer.id} answer={answer} busy={busy} onAction={onAction} />
          ))}
        </ul>
      )}
    </article>
  );
}
