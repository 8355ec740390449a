import { iso } from '#shared/dates/iso';
import type { Reply } from '#shared/types/api';
import type { ReviewReply } from '../models/ReviewReply.ts';

/** A reply; like reviews, its author is shown as Anonymous, so none is named here. */
export function presentReply(reply: ReviewReply): Reply {
  return {
    id: reply.id,
    reviewId: reply.reviewId,
    parentReplyId: reply.parentReplyId,
    content: reply.content,
    createdAt: iso(reply.createdAt),
  };
}
