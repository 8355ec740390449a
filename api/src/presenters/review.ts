import type { ReviewItem, UserReviewItem } from '#shared/types/api';
import type { Company } from '../models/Company.ts';
import type { Review } from '../models/Review.ts';
import { iso } from './user.ts';

/** The viewer's own votes on an item (see `loadMyVotes`). */
export interface MyVote {
  opinion: 'upvote' | 'downvote' | null;
  clapped: boolean;
}

export const NO_VOTE: MyVote = { opinion: null, clapped: false };

/** A review, complaint or comment. Its author is never named (the site shows Anonymous). */
export function presentReview(review: Review, mine: MyVote = NO_VOTE): ReviewItem {
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
  };
}

/** A user's item on their profile, with the company it is about. */
export function presentUserReview(
  review: Review,
  company: Pick<Company, 'id' | 'name' | 'domain' | 'category'>,
  mine: MyVote = NO_VOTE,
): UserReviewItem {
  return {
    ...presentReview(review, mine),
    company: {
      id: company.id,
      name: company.name,
      domain: company.domain,
      category: company.category,
    },
  };
}
