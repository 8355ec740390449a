import type { QaVoteType } from '#shared/schemas/questions';
import type { FaqItem } from '#shared/schemas/responses/questions';
import type { OutboxItem } from './types.ts';

/**
 * Queued Q&A and FAQ writes, drawn where they belong (issue 14) like the pending reviews: a
 * question at the top of its company's list, an answer under its question, votes in the counts,
 * an acceptance on its answer, FAQ changes in the FAQ list. Refused items stay visible (marked)
 * until discarded from the outbox.
 */

/** Questions asked on this company that are not on the server yet, newest first. */
export function pendingQuestions(items: readonly OutboxItem[], companyId: number) {
  return items
    .filter((item) => item.kind === 'question' && item.context.companyId === companyId)
    .map((item) => ({ item, ...(item.body as { title: string; content?: string }) }))
    .reverse();
}

/** Answers waiting under one question, oldest first (as answers are listed). */
export function pendingAnswers(items: readonly OutboxItem[], questionId: number) {
  return items
    .filter((item) => item.kind === 'answer' && item.context.questionId === questionId)
    .map((item) => ({ item, content: (item.body as { content: string }).content }));
}

/** Pending (not refused) votes on one question or answer, by type. */
export function pendingQaVotes(
  items: readonly OutboxItem[],
  on: { target: 'question' | 'answer'; id: number },
): Record<QaVoteType, number> {
  const counts: Record<QaVoteType, number> = { upvote: 0, downvote: 0 };
  for (const item of items) {
    if (item.kind !== 'qaVote' || item.status === 'failed') continue;
    const id = on.target === 'question' ? item.context.questionId : item.context.answerId;
    if (id !== on.id) continue;
    const type = (item.body as { voteType?: QaVoteType }).voteType;
    if (type) counts[type] += 1;
  }
  return counts;
}

/** The answer of a question whose acceptance is waiting to be sent, if any (the latest). */
export function pendingAcceptance(
  items: readonly OutboxItem[],
  questionId: number,
): number | undefined {
  return items.findLast(
    (item) =>
      item.kind === 'acceptAnswer' &&
      item.status !== 'failed' &&
      item.context.questionId === questionId,
  )?.context.answerId;
}

/** A company's FAQs as its queued changes will make them, each marked with its pending item. */
export function withPendingFaqs(
  items: readonly OutboxItem[],
  companyId: number,
  faqs: readonly FaqItem[],
): Array<{ faq: FaqItem; pending?: OutboxItem }> {
  // Every queued edit of an FAQ applies, in order (a text edit, then a move).
  const edits = new Map<number, { item: OutboxItem; body: Partial<FaqItem> }>();
  const deleted = new Set<number>();
  const added: OutboxItem[] = [];
  for (const item of items) {
    if (item.context.companyId !== companyId) continue;
    const { faqId } = item.context;
    if (item.kind === 'faq') added.push(item);
    if (faqId === undefined || item.status === 'failed') continue;
    if (item.kind === 'faqEdit') {
      const body = { ...edits.get(faqId)?.body, ...(item.body as Partial<FaqItem>) };
      edits.set(faqId, { item, body });
    }
    if (item.kind === 'faqDelete') deleted.add(faqId);
  }
  const shown = faqs
    .filter((faq) => !deleted.has(faq.id))
    .map((faq) => {
      const edit = edits.get(faq.id);
      if (!edit) return { faq };
      return { faq: { ...faq, ...edit.body }, pending: edit.item };
    });
  const queued = added.map((item) => {
    const body = item.body as { question: string; answer: string; order?: number };
    const faq: FaqItem = {
      // Never a server id (those are positive), so React keys stay distinct.
      id: -(item.seq ?? item.createdAt),
      companyId,
      question: body.question,
      answer: body.answer,
      // Without a position it goes last, as the server will put it.
      order: body.order ?? Number.MAX_SAFE_INTEGER,
      createdAt: new Date(item.createdAt).toISOString(),
    };
    return { faq, pending: item };
  });
  return [...shown, ...queued].sort((a, b) => a.faq.order - b.faq.order || a.faq.id - b.faq.id);
}
