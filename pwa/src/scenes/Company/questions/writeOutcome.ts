import { serverMessage } from '../../../api/http.ts';
import { isQueued } from '../../../api/queuedError.ts';
import { toast } from '../../../components/toast/toastStore.ts';
import { pendingToast } from '../../../offline/pendingToast.ts';

/**
 * A Q&A or FAQ write that did not reach the server: safe in the outbox (pending: the form may
 * clear, the item shows in place) or refused, with the server's message in a toast. Answers
 * whether it is queued.
 */
export function reportWriteError(error: unknown, failedTitle: string): boolean {
  if (isQueued(error)) {
    pendingToast();
    return true;
  }
  toast({
    title: failedTitle,
    description: serverMessage(error) ?? 'Please try again.',
    variant: 'destructive',
  });
  return false;
}
