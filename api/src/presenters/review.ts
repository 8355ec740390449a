import { iso } from '#shared/dates/iso';
import type { ReviewItem, UserReviewItem } from '#shared/types/api';
import type { Actor } from '../context.ts';
import type { Company } from '../models/Company.ts';
import type { Review } from '../models/Review.ts';
import { isReviewAuthor } from '../policies/reviewAuthor.ts';
import { type MyVote, NO_VOTE } from '../services/reviews/viewerVotes.ts';

/**
 * The fields of a review the card below is made of (and its author's ids, for "mine"): what
 * the public lists read (`services/reviews/listedReviews.ts`), and no more. Never the
 * reviewer's name or email, which the site does not show.
 */
export const PRESENTED_REVIEW_FIELDS = [
  'id',
  'companyId',
  'userId',
  'visitorId',
  'title',
  'content',
  'rating',
  'isComplaint',
  'type',
  'upvotes',
  'downvotes',
  'claps',
  'views',
  'replyCount',
  'createdAt',
  'status',
  'editedAt',
  'responseContent',
  'responseCreatedAt',
  'responseUpdatedAt',
] as const satisfies ReadonlyArray<keyof Review>;

/** A review as the presenter reads it: a model, or a row of a public list. */
export type PresentableReview = Pick<Review, (typeof PRESENTED_REVIEW_FIELDS)[number]> & {
  /** The author's email is verified (the "Verified" mark). */
  authorVerified?: boolean | undefined;
};

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
    isVerified: review.authorVerified === true,
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
