import { describe, expect, it } from 'vitest';
import { BUSINESS_KEY } from '../api/queries/business.ts';
import { createQueryClient } from '../api/queryClient.ts';
import { queryKeys } from '../api/queryKeys.ts';
import { refreshAfterSync } from './afterSync.ts';
import type { OutboxItem } from './types.ts';

function item(kind: OutboxItem['kind'], context: OutboxItem['context']): OutboxItem {
  return {
    id: 'a',
    kind,
    method: kind === 'response' ? 'PUT' : 'POST',
    url: '/api/x',
    body: {},
    status: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    createdAt: 0,
    context,
  };
}

function cache() {
  const queryClient = createQueryClient();
  // Never fetched here: `invalidateQueries` marks them, the test reads the mark.
  queryClient.setQueryData([BUSINESS_KEY, 1, 'overview'], {});
  queryClient.setQueryData(queryKeys.questions(1), {});
  queryClient.setQueryData(queryKeys.company('acme.com'), {});
  const invalidated = (key: readonly unknown[]) =>
    queryClient.getQueryCache().find({ queryKey: key })?.state.isInvalidated ?? false;
  return { queryClient, invalidated };
}

/** What a write sent in the background refreshes: the owner dashboard too (issue 37). */
describe('refreshAfterSync', () => {
  it('refreshes the dashboard after an invitation form, and nothing of the company page', () => {
    const { queryClient, invalidated } = cache();
    const done = item('invitations', { companyId: 1 });
    refreshAfterSync(queryClient, { type: 'done', id: 'a', item: done, answer: {} });
    expect(invalidated([BUSINESS_KEY, 1, 'overview'])).toBe(true);
    expect(invalidated(queryKeys.questions(1))).toBe(false);
    expect(invalidated(queryKeys.company('acme.com'))).toBe(false);
  });

  it('refreshes the dashboard and the company page after a response or an answer', () => {
    for (const [kind, context, page] of [
      ['response', { domain: 'acme.com', reviewId: 9 }, queryKeys.company('acme.com')],
      ['answer', { companyId: 1, domain: 'acme.com', questionId: 5 }, queryKeys.questions(1)],
    ] as const) {
      const { queryClient, invalidated } = cache();
      refreshAfterSync(queryClient, {
        type: 'done',
        id: 'a',
        item: item(kind, context),
        answer: {},
      });
      expect(invalidated([BUSINESS_KEY, 1, 'overview'])).toBe(true);
      expect(invalidated(page)).toBe(true);
    }
  });

  it('leaves the dashboard alone after a visitor’s vote', () => {
    const { queryClient, invalidated } = cache();
    const vote = item('vote', { domain: 'acme.com', reviewId: 9 });
    refreshAfterSync(queryClient, { type: 'done', id: 'a', item: vote, answer: {} });
    expect(invalidated([BUSINESS_KEY, 1, 'overview'])).toBe(false);
    expect(invalidated(queryKeys.company('acme.com'))).toBe(true);
  });
});
