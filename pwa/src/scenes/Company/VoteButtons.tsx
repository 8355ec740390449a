import { useQueryClient } from '@tanstack/react-query';
import { Hand, ThumbsDown, ThumbsUp } from 'lucide-react';
import type { VoteType } from '#shared/schemas/reviews';
import type { ReviewItem } from '#shared/types/api';
import { queryKeys } from '../../api/queryKeys.ts';
import { isQueued } from '../../api/queuedError.ts';
import { isSilentVoteError } from '../../api/reviewOutcome.ts';
import { useVote } from '../../api/writes/vote.ts';
import { toast } from '../../components/toast/toastStore.ts';
import { useOutboxItems } from '../../offline/outboxSnapshot.ts';
import { pendingVotes } from '../../offline/pendingViews.ts';

const BUTTONS: Array<{
  type: VoteType;
  label: string;
  icon: typeof ThumbsUp;
  count: (review: ReviewItem) => number;
  pressed: (review: ReviewItem) => boolean;
}> = [
  {
    type: 'upvote',
    label: 'Upvote',
    icon: ThumbsUp,
    count: (r) => r.upvotes,
    pressed: (r) => r.myVote === 'upvote',
  },
  {
    type: 'downvote',
    label: 'Downvote',
    icon: ThumbsDown,
    count: (r) => r.downvotes,
    pressed: (r) => r.myVote === 'downvote',
  },
  { type: 'clap', label: 'Clap', icon: Hand, count: (r) => r.claps, pressed: (r) => r.myClap },
];

export function VoteButtons({ review, domain }: { review: ReviewItem; domain: string }) {
  const vote = useVote();
  const queryClient = useQueryClient();
  const pending = pendingVotes(useOutboxItems(), review.id);
  const anyPending = pending.upvote + pending.downvote + pending.clap > 0;

  function cast(voteType: VoteType) {
    vote.mutate(
      { reviewId: review.id, voteType, domain },
      {
        onSuccess: () =>
          toast({ title: 'Vote Recorded', description: 'Thank you for your feedback!' }),
        onError: (error) => {
          // Counted on screen as pending (below); sent when the connection allows.
          if (isQueued(error)) return;
          if (isSilentVoteError(error)) {
            void queryClient.invalidateQueries({ queryKey: queryKeys.reviews(domain) });
            return;
          }
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
    <div className="flex flex-wrap gap-2">
      {BUTTONS.map(({ type, label, icon: Icon, count, pressed }) => {
        const isPressed = pressed(review) || pending[type] > 0;
        const shown = count(review) + pending[type];
        return (
          <button
            key={type}
            type="button"
            aria-pressed={isPressed}
            disabled={vote.isPending}
            onClick={() => cast(type)}
            className={`inline-flex min-h-9 items-center gap-1.5 rounded-md border px-3 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60 ${
              isPressed
                ? 'border-brand-600 bg-brand-50 text-brand-800'
                : 'border-slate-200 text-slate-700 hover:bg-slate-50'
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
      {anyPending && (
        <span className="self-center text-sm font-medium text-amber-800">Pending</span>
      )}
    </div>
  );
}
