import { isSilentVoteAnswer } from '../api/reviewOutcome.ts';
import type { OutboxKind } from './types.ts';

/**
 * What to do with an item after one attempt:
 * - `done`: on the server (a replayed answer counts: the write was applied once);
 * - `retry`: network error, 5xx, 408, 429: try again after a backoff;
 * - `auth`: 401, wait for sign-in;
 * - `drop`: a vote the spec refreshes silently (401, or an answer about the vote itself), or a
 *   flag that is already on record or whose review is gone, or a Q&A vote already recorded;
 * - `rejected`: any other 4xx, kept with the server's message for the user.
 */
export type AttemptClass = 'done' | 'retry' | 'auth' | 'drop' | 'rejected';

/** `status` is undefined when no answer arrived (network error, timeout). */
export function classifyAnswer(
  kind: OutboxKind,
  status: number | undefined,
  message = '',
): AttemptClass {
  if (status === undefined) return 'retry';
  if (status >= 200 && status < 300) return 'done';
  if (status >= 500 || status === 408 || status === 429) return 'retry';
  if (kind === 'vote' && isSilentVoteAnswer(status, message)) return 'drop';
  // A flag already on record (409), or on a review gone meanwhile (404): nothing to correct.
  if (kind === 'flag' && (status === 409 || status === 404)) return 'drop';
  // The same Q&A vote again (409 'Vote already recorded'): already counted, nothing to fix. A
  // 401 waits for sign-in like the other Q&A writes, which need an account.
  if (kind === 'qaVote' && status === 409) return 'drop';
  if (status === 401) return 'auth';
  return 'rejected';
}
