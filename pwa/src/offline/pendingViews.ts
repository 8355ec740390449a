import type { ReviewCreateInput, VoteType } from '#shared/schemas/reviews';
import type { ReviewItem } from '#shared/types/api';
import type { OutboxItem } from './types.ts';

/**
 * How pending outbox items look where they belong: a queued review as a card in its company's
 * list, votes in the counts, replies under their review. Refused items stay visible (marked)
 * until discarded, so nothing a person wrote vanishes from where they wrote it.
 */
export function pendingReviews(items: readonly OutboxItem[], domain: string, companyId: number) {
  return items
    .filter((item) => item.kind === 'review' && item.context.domain === domain)
    .map((item) => ({ item, review: asReviewItem(item, companyId) }))
    .reverse(); // Newest first, like the list.
}

function asReviewItem(item: OutboxItem, companyId: number): ReviewItem {
  const body = item.body as ReviewCreateInput;
  return {
    // Never a server id (those are positive): React keys and anchors stay distinct.
    id: -(item.seq ?? item.createdAt),
    companyId,
    title: body.title,
    content: body.content,
    rating: body.rating ?? null,
    isComplaint: body.isComplaint ?? false,
    type: body.type ?? (body.isComplaint ? 'complaint' : 'review'),
    upvotes: 0,
    downvotes: 0,
    claps: 0,
    views: 0,
    replyCount: 0,
    createdAt: new Date(item.createdAt).toISOString(),
    myVote: null,
    myClap: false,
    // Not on the server yet: the outbox card shows its own state instead of these.
    status: 'pending',
    holdReason: null,
    isVerified: false,
    isInvited: false,
    editedAt: null,
    isMine: true,
    response: null,
    canRespond: false,
  };
}

/**
 * An author's queued edits and deletions of their reviews (issue 13): a deleted review leaves
 * the list at once; an edited one shows its new text, marked pending, until it is sent.
 */
export function pendingOwnChanges(items: readonly OutboxItem[]) {
  const deleted = new Set<number>();
  const edited = new Map<number, OutboxItem>();
  for (const item of items) {
    const reviewId = item.context.reviewId;
    if (reviewId === undefined || item.status === 'failed') continue;
    if (item.kind === 'reviewDelete') deleted.add(reviewId);
    if (item.kind === 'reviewEdit') edited.set(reviewId, item);
  }
  return { deleted, edited };
}

/** A review as its queued edit will make it. */
export function withPendingEdit(review: ReviewItem, edit: OutboxItem): ReviewItem {
  const body = edit.body as Partial<ReviewItem>;
  return {
    ...review,
    title: body.title ?? review.title,
    content: body.content ?? review.content,
    rating: review.type === 'comment' ? null : (body.rating ?? review.rating),
    isComplaint: body.isComplaint ?? review.isComplaint,
  };
}

/** Pending (not refused) votes on one review, by type. */
export function pendingVotes(items: readonly OutboxItem[], reviewId: number) {
  const counts: Record<VoteType, number> = { upvote: 0, downvote: 0, clap: 0 };
  for (const item of items) {
    if (item.kind !== 'vote' || item.context.reviewId !== reviewId || item.status === 'failed')
      continue;
    const type = (item.body as { voteType?: VoteType }).voteType;
    if (type) counts[type] += 1;
  }
  return counts;
}

/** Replies waiting under a review, or under a review that is itself still queued. */
export function pendingReplies(
  items: readonly OutboxItem[],
  target: { reviewId: number; pendingReviewId?: string | undefined },
) {
  return items.filter(
    (item) =>
      item.kind === 'reply' &&
      (target.pendingReviewId
        ? item.dependsOn === target.pendingReviewId
        : !item.dependsOn && item.context.reviewId === target.reviewId),
  );
}
