import { CheckCircle2 } from 'lucide-react';
import type { AnswerItem } from '#shared/schemas/responses/questions';
import { type QaPlace, useAcceptAnswer } from '../../../api/writes/questions.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { Badge } from '../../../components/ui/misc.tsx';
import { relativeTime } from '../../../lib/relativeTime.ts';
import { QaVoteButtons } from './QaVoteButtons.tsx';
import { reportWriteError } from './writeOutcome.ts';

/** One answer: the "Owner" and "Accepted answer" marks, its votes, and "Accept" when allowed. */
export function AnswerCard({
  place,
  answer,
  accepted,
  acceptPending,
  canAccept,
  canVote,
}: {
  place: QaPlace;
  answer: AnswerItem;
  /** Accepted, on the server or by a queued acceptance. */
  accepted: boolean;
  acceptPending: boolean;
  /** The viewer asked the question or owns the company. */
  canAccept: boolean;
  canVote: boolean;
}) {
  const accept = useAcceptAnswer();

  function acceptIt() {
    accept.mutate(
      { place, questionId: answer.questionId, answerId: answer.id },
      {
        onError: (error) => reportWriteError(error, 'Could Not Accept'),
      },
    );
  }

  return (
    <article
      aria-label={accepted ? 'Accepted answer' : 'Answer'}
      className={`rounded-md border p-3 ${accepted ? 'border-green-300 bg-green-50' : 'border-slate-200 bg-white'}`}
    >
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        {answer.isOwner ? <Badge tone="brand">Owner</Badge> : <span>Anonymous</span>}
        <span>· {relativeTime(answer.createdAt)}</span>
        {accepted && (
          <span className="inline-flex items-center gap-1 font-medium text-green-800">
            <CheckCircle2 aria-hidden="true" className="size-4" />
            Accepted answer
            {acceptPending && <span className="text-amber-800"> (pending)</span>}
          </span>
        )}
      </div>
      <p className="mt-1 whitespace-pre-line text-slate-800">{answer.content}</p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <QaVoteButtons
          place={place}
          on={{ target: 'answer', id: answer.id }}
          item={answer}
          canVote={canVote}
        />
        {canAccept && !accepted && (
          <Button size="sm" variant="outline" disabled={accept.isPending} onClick={acceptIt}>
            Accept
          </Button>
        )}
      </div>
    </article>
  );
}
