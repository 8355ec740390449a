import { Building2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { LIMITS } from '#shared/schemas/limits';
import type { ReviewItem } from '#shared/types/api';
import { serverMessage } from '../../api/http.ts';
import { isQueued } from '../../api/queuedError.ts';
import { useRespondToReview } from '../../api/writes/reviewResponse.ts';
import { shortDate } from '../../lib/text.ts';
import { useOutboxItems } from '../../offline/outboxSnapshot.ts';
import { pendingToast } from '../../offline/pendingToast.ts';
import { toast } from '../toast/toastStore.ts';
import { Button } from '../ui/Button.tsx';
import { TextAreaField } from '../ui/Field.tsx';

/**
 * The claimed company's response under a review (issue 13): "Response from {company name}" with
 * its date; its owner writes or edits it here.
 */
export function ReviewResponse({
  review,
  domain,
  companyName,
}: {
  review: ReviewItem;
  domain: string;
  companyName: string;
}) {
  const [editing, setEditing] = useState(false);
  const pending = useOutboxItems().findLast(
    (item) => item.kind === 'response' && item.context.reviewId === review.id,
  );
  const { response } = review;
  if (!response && !review.canRespond) return null;
  return (
    <div className="mt-3 rounded-md border-l-4 border-brand-600 bg-brand-50 p-3">
      {response && !editing && (
        <>
          <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-brand-900">
            <Building2 aria-hidden="true" className="size-4" />
            Response from {companyName}
            <time dateTime={response.updatedAt} className="font-normal text-slate-600">
              {shortDate(response.updatedAt)}
            </time>
          </p>
          <p className="mt-1 whitespace-pre-line text-slate-800">{response.content}</p>
        </>
      )}
      {pending && !editing && (
        <p className="mt-1 whitespace-pre-line text-slate-800" data-testid="pending-response">
          <span className="font-semibold text-amber-800">
            {pending.status === 'failed'
              ? `Your response was not sent: ${pending.error ?? 'refused by the server'}`
              : 'Your response (pending: it is sent when the connection allows)'}
          </span>
          {'\n'}
          {String((pending.body as { content?: unknown }).content ?? '')}
        </p>
      )}
      {review.canRespond &&
        (editing ? (
          <ResponseForm
            review={review}
            domain={domain}
            initial={response?.content ?? ''}
            onDone={() => setEditing(false)}
          />
        ) : (
          <Button size="sm" variant="outline" className="mt-2" onClick={() => setEditing(true)}>
            {response ? 'Edit Response' : 'Respond'}
          </Button>
        ))}
    </div>
  );
}

function ResponseForm({
  review,
  domain,
  initial,
  onDone,
}: {
  review: ReviewItem;
  domain: string;
  initial: string;
  onDone: () => void;
}) {
  const respond = useRespondToReview();
  const [content, setContent] = useState(initial);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!content.trim() || respond.isPending) return;
    respond.mutate(
      { reviewId: review.id, domain, content },
      {
        onSuccess: () => {
          toast({ title: 'Response Posted', description: 'Your response is public.' });
          onDone();
        },
        onError: (error) => {
          // Safe in the outbox: it shows pending under the review until it is sent.
          if (isQueued(error)) {
            pendingToast();
            onDone();
            return;
          }
          toast({
            title: 'Response Failed',
            description: serverMessage(error) ?? 'Please try again.',
            variant: 'destructive',
          });
        },
      },
    );
  }
  return (
    <form onSubmit={submit} className="grid gap-2">
      <TextAreaField
        label="Your response"
        rows={3}
        maxLength={LIMITS.contentMax}
        value={content}
        onChange={(event) => setContent(event.target.value)}
      />
      <div className="flex justify-end gap-2">
        <Button size="sm" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button size="sm" type="submit" disabled={!content.trim() || respond.isPending}>
          {respond.isPending ? 'Posting...' : 'Post Response'}
        </Button>
      </div>
    </form>
  );
}
