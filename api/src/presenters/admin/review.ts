import type { AdminReviewItem } from '#shared/types/admin';
import type { Review } from '../../models/Review.ts';

/** A review in the admin list, with its company and author (fetched with it). */
export function presentAdminReview(review: Review): AdminReviewItem {
  const { company, user } = review;
  return {
    id: review.id,
    title: review.title,
    content: review.content,
    rating: review.rating,
    type: review.type,
    isComplaint: review.isComplaint,
    upvotes: review.upvotes,
    downvotes: review.downvotes,
    claps: review.claps,
    views: review.views,
    createdAt: new Date(review.createdAt).toISOString(),
    company: { id: review.companyId, name: company?.name ?? '', domain: company?.domain ?? '' },
    user: user ? { firstName: user.firstName, lastName: user.lastName, email: user.email } : null,
    reviewerName: review.reviewerName,
    reviewerEmail: review.reviewerEmail,
    status: review.status,
    holdReason: review.holdReason,
    isVerified: user?.isEmailVerified === true,
    editedAt: review.editedAt ? new Date(review.editedAt).toISOString() : null,
  };
}
