import { describe, expect, it } from 'vitest';
import type { FaqItem } from '#shared/schemas/responses/questions';
import {
  pendingAcceptance,
  pendingAnswers,
  pendingQaVotes,
  pendingQuestions,
  withPendingFaqs,
} from './pendingQa.ts';
import type { OutboxItem } from './types.ts';

let seq = 0;
function item(kind: OutboxItem['kind'], body: unknown, context: OutboxItem['context']) {
  seq += 1;
  return {
    seq,
    id: `item-${seq}`,
    kind,
    method: 'POST',
    url: '/api/x',
    body,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    createdAt: 1_700_000_000_000 + seq,
    context,
  } satisfies OutboxItem as OutboxItem;
}

const faq = (id: number, question: string, order: number): FaqItem => ({
  id,
  companyId: 1,
  question,
  answer: `${question} answered`,
  order,
  createdAt: '2026-11-01T00:00:00.000Z',
});

describe('pending Q&A in place', () => {
  it('shows queued questions of the company newest first, and answers under their question', () => {
    const items = [
      item('question', { title: 'First?' }, { companyId: 1 }),
      item('question', { title: 'Elsewhere?' }, { companyId: 2 }),
      item('question', { title: 'Second?', content: 'More' }, { companyId: 1 }),
      item('answer', { content: 'Yes' }, { companyId: 1, questionId: 7 }),
      item('answer', { content: 'No' }, { companyId: 1, questionId: 8 }),
    ];
    expect(pendingQuestions(items, 1).map((q) => q.title)).toEqual(['Second?', 'First?']);
    expect(pendingAnswers(items, 7).map((a) => a.content)).toEqual(['Yes']);
  });

  it('counts pending votes on a question or an answer, not refused ones', () => {
    const refused = {
      ...item('qaVote', { voteType: 'upvote' }, { answerId: 3 }),
      status: 'failed' as const,
    };
    const items = [
      item('qaVote', { voteType: 'upvote' }, { questionId: 3 }),
      item('qaVote', { voteType: 'downvote' }, { answerId: 3 }),
      refused,
    ];
    expect(pendingQaVotes(items, { target: 'question', id: 3 })).toEqual({
      upvote: 1,
      downvote: 0,
    });
    expect(pendingQaVotes(items, { target: 'answer', id: 3 })).toEqual({ upvote: 0, downvote: 1 });
  });

  it('takes the latest queued acceptance of a question', () => {
    const items = [
      item('acceptAnswer', undefined, { questionId: 5, answerId: 10 }),
      item('acceptAnswer', undefined, { questionId: 5, answerId: 11 }),
    ];
    expect(pendingAcceptance(items, 5)).toBe(11);
    expect(pendingAcceptance(items, 6)).toBeUndefined();
  });

  it('applies queued FAQ additions, edits, moves and deletions in order', () => {
    const faqs = [faq(1, 'A?', 0), faq(2, 'B?', 1), faq(3, 'C?', 2)];
    const items = [
      item('faqEdit', { question: 'B, edited?' }, { companyId: 1, faqId: 2 }),
      item('faqEdit', { order: 5 }, { companyId: 1, faqId: 2 }),
      item('faqDelete', undefined, { companyId: 1, faqId: 1 }),
      item('faq', { question: 'New?', answer: 'Yes' }, { companyId: 1 }),
      item('faq', { question: 'Other company?', answer: 'x' }, { companyId: 9 }),
    ];
    const shown = withPendingFaqs(items, 1, faqs);
    expect(shown.map(({ faq: f }) => [f.question, f.order])).toEqual([
      ['C?', 2],
      ['B, edited?', 5],
      ['New?', Number.MAX_SAFE_INTEGER],
    ]);
    expect(shown.map(({ pending }) => pending?.kind)).toEqual([undefined, 'faqEdit', 'faq']);
    expect(shown[2]?.faq.id).toBeLessThan(0);
  });
});
