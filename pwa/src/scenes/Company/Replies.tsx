import { type FormEvent, useId, useState } from 'react';
import { LIMITS } from '#shared/schemas/limits';
import type { Reply } from '#shared/types/api';
import { useReplies } from '../../api/queries/companies.ts';
import { isQueued } from '../../api/queuedError.ts';
import { useCreateReply } from '../../api/writes/reply.ts';
import { toast } from '../../components/toast/toastStore.ts';
import { Button } from '../../components/ui/Button.tsx';
import { relativeTime } from '../../lib/relativeTime.ts';
import { useOutboxItems } from '../../offline/outboxSnapshot.ts';
import { pendingToast } from '../../offline/pendingToast.ts';
import { pendingReplies } from '../../offline/pendingViews.ts';
import { useDraft } from '../../offline/useDraft.ts';

/** Replies in order (oldest first), each nested reply under the one it answers. */
function ReplyThread({ replies, parentId }: { replies: Reply[]; parentId: number | null }) {
  const children = replies.filter((reply) => (reply.parentReplyId ?? null) === parentId);
  if (children.length === 0) return null;
  return (
    <ul
      className={`grid gap-3 ${parentId === null ? '' : 'mt-3 ml-4 border-l-2 border-slate-200 pl-3'}`}
    >
      {children.map((reply) => (
        <li key={reply.id} className="text-sm">
          <p className="text-slate-600">
            <span className="font-medium text-slate-800">Anonymous</span> ·{' '}
            {relativeTime(reply.createdAt)}
          </p>
          <p className="mt-0.5 whitespace-pre-line text-slate-800">{reply.content}</p>
          <ReplyThread replies={replies} parentId={reply.id} />
        </li>
      ))}
    </ul>
  );
}

export function Replies({
  reviewId,
  domain,
  pendingReviewId,
}: {
  reviewId: number;
  domain: string;
  /** The review is still in the outbox: there are no replies on the server to load yet. */
  pendingReviewId?: string | undefined;
}) {
  const replies = useReplies(reviewId, !pendingReviewId);
  const waiting = pendingReplies(useOutboxItems(), { reviewId, pendingReviewId });
  const createReply = useCreateReply();
  const [text, setText] = useState('');
  useDraft(
    `reply:${pendingReviewId ?? reviewId}`,
    { text },
    {
      restore: (saved) => setText(saved.text),
      isEmpty: (value) => value.text === '',
    },
  );
  const inputId = useId();
  const empty = text.trim() === '';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (empty || createReply.isPending) return;
    createReply.mutate(
      { reviewId, domain, input: { content: text.trim() }, pendingReviewId },
      {
        onSuccess: () => {
          toast({
            title: 'Reply Posted',
            description: 'Your reply has been added to the conversation.',
          });
          setText('');
        },
        onError: (error) => {
          if (isQueued(error)) {
            pendingToast();
            setText('');
            return;
          }
          toast({
            title: 'Reply Failed',
            description: 'Could not post your reply. Please try again.',
            variant: 'destructive',
          });
        },
      },
    );
  }

  return (
    <div className="mt-4 rounded-md bg-slate-50 p-4">
      {pendingReviewId ? null : replies.isPending ? (
        <p className="text-sm text-slate-600">Loading replies...</p>
      ) : replies.isError && !replies.data ? (
        <p className="text-sm text-red-700">Could not load the replies.</p>
      ) : replies.data.length === 0 ? (
        waiting.length === 0 && <p className="text-sm text-slate-600">No replies yet.</p>
      ) : (
        <ReplyThread replies={replies.data} parentId={null} />
      )}
      {waiting.length > 0 && (
        <ul className="mt-3 grid gap-3">
          {waiting.map((item) => (
            <li key={item.id} className="text-sm">
              <p className="text-slate-600">
                <span className="font-medium text-slate-800">Anonymous</span> ·{' '}
                <span className={item.status === 'failed' ? 'text-red-800' : 'text-amber-800'}>
                  {item.status === 'failed' ? 'Not sent' : 'Pending'}
                </span>
              </p>
              <p className="mt-0.5 whitespace-pre-line text-slate-800">
                {(item.body as { content?: string }).content}
              </p>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} className="mt-4 grid gap-2">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
          Write a reply
        </label>
        <textarea
          id={inputId}
          rows={2}
          maxLength={LIMITS.replyMax}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30"
        />
        <div>
          <Button type="submit" size="sm" disabled={empty || createReply.isPending}>
            {createReply.isPending ? 'Posting...' : 'Post Reply'}
          </Button>
        </div>
      </form>
    </div>
  );
}
