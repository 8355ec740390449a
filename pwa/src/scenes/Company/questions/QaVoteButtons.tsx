import { ThumbsDown, ThumbsUp } from 'lucide-react';
import type { QaVoteType } from '#shared/schemas/questions';
import { isQueued } from '../../../api/queuedError.ts';
import { type QaPlace, type QaVoteTarget, useQaVote } from '../../../api/writes/questions.ts';
import { toast } from '../../../components/toast/toastStore.ts';
import { useOutboxItems } from '../../../offline/outboxSnapshot.ts';
import { pendingQaVotes } from '../../../offline/pendingQa.ts';

const BUTTONS = [
  { type: 'upvote', label: 'Upvote', icon: ThumbsUp, count: 'upvotes' },
  { type: 'downvote', label: 'Downvote', icon: ThumbsDown, count: 'downvotes' },
] as const;

/** Up and down votes on a question or an answer; a queued vote counts, marked pending. */
export function QaVoteButtons({
  place,
  on,
  item,
  canVote,
}: {
  place: QaPlace;
  on: QaVoteTarget;
  item: { upvotes: number; downvotes: number; myVote: QaVoteType | null };
  /** Signed-out visitors see the counts but cannot vote. */
  canVote: boolean;
}) {
  const vote = useQaVote();
  const pending = pendingQaVotes(useOutboxItems(), on);

  function cast(voteType: QaVoteType) {
    vote.mutate(
      { place, on, voteType },
      {
        onError: (error) => {
          if (isQueued(error)) return;
          toast({
            title: 'Vote Failed',
            description: 'Could not record your vote. Please try again.',
            variant: 'destructive',
          });
        },
      },
    );
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      {BUTTONS.map(({ type, label, icon: Icon, count }) => {
        const isPressed = item.myVote === type || pending[type] > 0;
        const shown = item[count] + pending[type];
        return (
          <button
            key={type}
            type="button"
            aria-pressed={isPressed}
            disabled={!canVote || vote.isPending || isPressed}
            onClick={() => cast(type)}
            className={`inline-flex min-h-8 items-center gap-1.5 rounded-md border px-2.5 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-default ${
              isPressed
                ? 'border-brand-600 bg-brand-50 text-brand-800'
                : 'border-slate-200 text-slate-700 enabled:hover:bg-slate-50'
            }`}
          >
            <Icon aria-hidden="true" className="size-4" />
            {/* The name is what is shown, with the word a screen reader needs before it
                ("Upvote 6"): a label that hid the visible number failed WCAG 2.5.3. */}
            <span className="sr-only">{label} </span>
            {shown}
            {pending[type] > 0 && <span className="sr-only">(pending)</span>}
          </button>
        );
      })}
      {pending.upvote + pending.downvote > 0 && (
        <span className="text-sm font-medium text-amber-800">Pending</span>
      )}
    </div>
  );
}
