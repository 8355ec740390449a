import type { OutboxItem } from '../../offline/types.ts';

const KIND_LABEL: Record<OutboxItem['kind'], string> = {
  review: 'Review',
  vote: 'Vote',
  reply: 'Reply',
  report: 'Report',
  claim: 'Claim request',
  reviewEdit: 'Review edit',
  reviewDelete: 'Review deletion',
  flag: 'Flag',
  question: 'Question',
  answer: 'Answer',
  qaVote: 'Vote on a question or answer',
  acceptAnswer: 'Accepted answer',
  faq: 'FAQ',
  faqEdit: 'FAQ edit',
  faqDelete: 'FAQ deletion',
  response: 'Response to a review',
  invitations: 'Review invitations',
};

/** The text fields a person can correct before resending (never ids or ratings). */
export const EDITABLE_FIELDS: Record<OutboxItem['kind'], string[]> = {
  review: ['title', 'content'],
  vote: [],
  reply: ['content'],
  report: ['issue'],
  claim: ['email'],
  reviewEdit: ['title', 'content'],
  reviewDelete: [],
  flag: ['details'],
  question: ['title', 'content'],
  answer: ['content'],
  qaVote: [],
  acceptAnswer: [],
  faq: ['question', 'answer'],
  faqEdit: ['question', 'answer'],
  faqDelete: [],
  response: ['content'],
  invitations: [],
};

export function itemBody(item: OutboxItem): Record<string, unknown> {
  return item.body && typeof item.body === 'object' ? (item.body as Record<string, unknown>) : {};
}

/** The addresses of a queued invitation form, as typed. */
function recipientsOf(body: Record<string, unknown>): string {
  const recipients = Array.isArray(body.recipients) ? body.recipients : [];
  return recipients
    .map((recipient) =>
      recipient && typeof recipient === 'object' && 'email' in recipient
        ? String(recipient.email)
        : '',
    )
    .join(', ');
}

/** "Complaint for acme.com: Missed SLA", "Vote (upvote) for acme.com". */
export function describeItem(item: OutboxItem): { title: string; detail: string } {
  const body = itemBody(item);
  const type = typeof body.type === 'string' ? body.type : undefined;
  const label =
    item.kind === 'review' && type
      ? type.charAt(0).toUpperCase() + type.slice(1)
      : KIND_LABEL[item.kind];
  const where = item.context.domain ? ` for ${item.context.domain}` : '';
  const detail =
    item.kind === 'vote' || item.kind === 'qaVote'
      ? String(body.voteType ?? '')
      : item.kind === 'invitations'
        ? recipientsOf(body)
        : String(
            body.title ??
              body.question ??
              body.content ??
              body.issue ??
              body.email ??
              body.details ??
              body.reason ??
              '',
          );
  return { title: `${label}${where}`, detail };
}

export function statusText(item: OutboxItem): string {
  if (item.status === 'failed') return `Not sent: ${item.error ?? 'refused by the server'}`;
  if (item.status === 'auth') return 'Pending: waiting for you to sign in';
  if (item.dependsOn) return 'Pending: waiting for its review to be sent';
  return 'Pending';
}
