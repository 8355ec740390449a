import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { AnswerItem, QuestionItem } from '#shared/schemas/responses/questions';
import type { QaPlace } from '../../../api/writes/questions.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { Badge } from '../../../components/ui/misc.tsx';
import { relativeTime } from '../../../lib/relativeTime.ts';
import { useOutboxItems } from '../../../offline/outboxSnapshot.ts';
import { pendingAcceptance, pendingAnswers } from '../../../offline/pendingQa.ts';
import { AnswerCard } from './AnswerCard.tsx';
import { AnswerForm } from './AnswerForm.tsx';
import { PendingText } from './PendingText.tsx';
import { QaVoteButtons } from './QaVoteButtons.tsx';

/** The accepted answer first (a queued acceptance counts), then the rest in the server's order. */
export function orderAnswers(answers: AnswerItem[], acceptedId: number | undefined) {
  const isAccepted = (answer: AnswerItem) =>
    acceptedId === undefined ? answer.isAccepted : answer.id === acceptedId;
  return [...answers.filter(isAccepted), ...answers.filter((answer) => !isAccepted(answer))];
}

export function QuestionCard({
  place,
  question,
  viewer,
  loginPath,
}: {
  place: QaPlace;
  question: QuestionItem;
  viewer: { signedOut: boolean; isOwner: boolean };
  loginPath: string;
}) {
  const [answering, setAnswering] = useState(false);
  const items = useOutboxItems();
  const waiting = pendingAnswers(items, question.id);
  const queuedAccept = pendingAcceptance(items, question.id);
  const acceptedId = queuedAccept ?? question.answers.find((answer) => answer.isAccepted)?.id;
  const answers = orderAnswers(question.answers, acceptedId);
  const canVote = !viewer.signedOut;

  return (
    <article
      aria-labelledby={`question-${question.id}`}
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <span>Asked {relativeTime(question.createdAt)}</span>
        {acceptedId !== undefined && <Badge tone="green">Answered</Badge>}
      </div>
      <h3 id={`question-${question.id}`} className="mt-1 text-lg font-semibold text-slate-900">
        {question.title}
      </h3>
      {question.content && (
        <p className="mt-1 whitespace-pre-line text-slate-800">{question.content}</p>
      )}
      <div className="mt-2">
        <QaVoteButtons
          place={place}
          on={{ target: 'question', id: question.id }}
          item={question}
          canVote={canVote}
        />
      </div>
      <h4 className="mt-4 text-sm font-semibold text-slate-800">
        {question.answerCount === 1 ? '1 answer' : `${question.answerCount} answers`}
      </h4>
      <ul className="mt-2 grid gap-2">
        {answers.map((answer) => (
          <li key={answer.id}>
            <AnswerCard
              place={place}
              answer={answer}
              accepted={answer.id === acceptedId}
              acceptPending={answer.id === queuedAccept}
              canAccept={question.canAccept}
              canVote={canVote}
            />
          </li>
        ))}
        {waiting.map(({ item, content }) => (
          <li key={item.id} className="rounded-md border border-dashed border-slate-300 p-3">
            <PendingText item={item} text={content} />
          </li>
        ))}
      </ul>
      {viewer.signedOut ? (
        <p className="mt-3 text-sm">
          <Link to={loginPath} className="font-medium text-brand-700 underline">
            Sign in to answer
          </Link>
        </p>
      ) : answering ? (
        <AnswerForm
          place={place}
          questionId={question.id}
          asOwner={viewer.isOwner}
          onDone={() => setAnswering(false)}
        />
      ) : (
        <Button className="mt-3" size="sm" variant="outline" onClick={() => setAnswering(true)}>
          Answer
        </Button>
      )}
    </article>
  );
}
