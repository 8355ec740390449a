import { describe, expect, it } from 'vitest';
import { pendingReplies, pendingReviews, pendingVotes } from './pendingViews.ts';
import type { OutboxItem } from './types.ts';

let seq = 0;
function item(fields: Partial<OutboxItem> & Pick<OutboxItem, 'kind' | 'body'>): OutboxItem {
  seq += 1;
  return {
    seq,
    id: `id-${seq}`,
    method: 'POST',
    url: '',
    status: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    createdAt: Date.UTC(2026, 10, 21, 12, seq),
    context: { domain: 'acme.com' },
    ...fields,
  };
}

const first = item({ kind: 'review', body: { title: 'First', content: 'a', rating: 4 } });
const refused = item({
  kind: 'review',
  body: { title: 'Refused', content: 'b', isComplaint: true, rating: 1 },
  status: 'failed',
});
const elsewhere = item({
  kind: 'review',
  body: { title: 'Other', content: 'c', rating: 5 },
  context: { domain: 'globex.com' },
});
const items = [
  first,
  refused,
  elsewhere,
  item({ kind: 'vote', body: { voteType: 'upvote' }, context: { reviewId: 7 } }),
  item({ kind: 'vote', body: { voteType: 'clap' }, context: { reviewId: 7 } }),
  item({ kind: 'vote', body: { voteType: 'upvote' }, context: { reviewId: 7 }, status: 'failed' }),
  item({ kind: 'vote', body: { voteType: 'downvote' }, context: { reviewId: 8 } }),
  item({ kind: 'reply', body: { content: 'on 7' }, context: { reviewId: 7 } }),
  item({ kind: 'reply', body: { content: 'on mine' }, dependsOn: first.id }),
];

describe('pending items where they belong', () => {
  it('draws a company’s queued reviews as cards, newest first, refused ones included', () => {
    const cards = pendingReviews(items, 'acme.com', 42);
    expect(cards.map(({ item }) => item.id)).toEqual([refused.id, first.id]);
    const [complaint, review] = cards.map((card) => card.review);
    expect(complaint).toMatchObject({ companyId: 42, title: 'Refused', type: 'complaint' });
    expect(review).toMatchObject({ title: 'First', rating: 4, type: 'review', upvotes: 0 });
    // Never a server id.
    expect(cards.every((card) => card.review.id < 0)).toBe(true);
  });

  it('counts the pending (not refused) votes of one review by type', () => {
    expect(pendingVotes(items, 7)).toEqual({ upvote: 1, downvote: 0, clap: 1 });
    expect(pendingVotes(items, 8)).toEqual({ upvote: 0, downvote: 1, clap: 0 });
  });

  it('puts replies under their review, or under the queued review they wait for', () => {
    const contents = (list: OutboxItem[]) =>
      list.map((reply) => (reply.body as { content: string }).content);
    expect(contents(pendingReplies(items, { reviewId: 7 }))).toEqual(['on 7']);
    expect(contents(pendingReplies(items, { reviewId: -1, pendingReviewId: first.id }))).toEqual([
      'on mine',
    ]);
  });
});
