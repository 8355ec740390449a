import { iso } from '#shared/dates/iso';
import type { ReviewItem, UserReviewItem } from '#shared/types/api';
import type { Actor } from '../context.ts';
import type { Company } from '../models/Company.ts';
import { isReviewAuthor } from '../policies/reviewAuthor.ts';
import type { PresentableReview } from '../services/reviews/listedReviews.ts';
import { type MyVote, NO_VOTE } from '../services/reviews/viewerVotes.ts';

/**
 * A review, complaint or comment. Its author is never named (the site shows Anonymous).
 * `viewer` tells whether the caller wrote it (edit and delete buttons).
 */
export function presentReview(
  review: PresentableReview,
  mine: MyVote = NO_VOTE,
  viewer?: Actor,
  canRespond = false,
): ReviewItem {
  return {
    id: review.id,
    companyId: review.companyId,
    title: review.title,
    content: review.content,
    rating: review.rating,
    isComplaint: review.isComplaint,
    type: review.type,
    upvotes: review.upvotes,
    downvotes: review.downvotes,
    claps: review.claps,
    views: review.views,
    replyCount: review.replyCount,
    createdAt: iso(review.createdAt),
    myVote: mine.opinion,
    myClap: mine.clapped,
    status: review.status,
    holdReason: review.status === 'pending' ? review.holdReason : null,
    isVerified: review.authorVerified === true,
    // A stored vote answer from before invitations has no such field: not invited.
    isInvited: review.isInvited === true,
    editedAt: review.editedAt ? iso(review.editedAt) : null,
    isMine: viewer ? isReviewAuthor(viewer, review) : false,
    response:
      review.responseContent && review.responseCreatedAt
        ? {
            content: review.responseContent,
            createdAt: iso(review.responseCreatedAt),
            updatedAt: iso(review.responseUpdatedAt ?? review.responseCreatedAt),
          }
        : null,
    canRespond,
  };
}

/** A user's item on their profile, with the company it is about. */
export function presentUserReview(
  review: PresentableReview,
  company: Pick<Company, 'id' | 'name' | 'domain' | 'category'>,
  mine: MyVote = NO_VOTE,
  viewer?: Actor,
): UserReviewItem {
  return {
    ...presentReview(review, mine, viewer),
    company: {
      id: company.id,
      name: company.name,
      domain: company.domain,
      category: company.category,
    },
  };
}
