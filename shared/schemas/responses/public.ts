import { z } from 'zod';
import { REVIEW_TYPES } from '../reviews.ts';
import { companyDetailsFields, isoTime } from './common.ts';

/** The answers of the public API (public-site.md §3, §7), as `shared/types/api.ts` types them. */

export const AuthUserResponse = z
  .object({
    id: z.string(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    title: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    isEmailVerified: z.boolean(),
    createdAt: isoTime,
  })
  .meta({ id: 'AuthUser', description: 'The signed-in user (only ever their own email)' });

export const CompanyProfileResponse = z
  .object({
    id: z.number().int(),
    name: z.string(),
    domain: z.string(),
    website: z.string().nullable(),
    category: z.string().nullable(),
    subcategory: z.string().nullable(),
    description: z.string().nullable(),
    ...companyDetailsFields,
    isClaimed: z.boolean(),
    profileViews: z.number().int(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    address: z.string().nullable(),
    averageRating: z.number().nullable(),
    trustScore: z.number().nullable(),
    totalReviews: z.number().int(),
    totalUpvotes: z.number().int(),
    totalClaps: z.number().int(),
    totalComplaints: z.number().int(),
    isSubscribed: z.boolean(),
    isOwner: z.boolean(),
    createdAt: isoTime,
  })
  .meta({ id: 'CompanyProfile', description: "A company's full profile" });

export const CompanySummaryResponse = z
  .object({
    id: z.number().int(),
    name: z.string(),
    domain: z.string(),
    description: z.string().nullable(),
    category: z.string().nullable(),
    subcategory: z.string().nullable(),
    logoUrl: z.string().nullable(),
    isClaimed: z.boolean(),
    averageRating: z.number().nullable(),
    totalReviews: z.number().int(),
    trustScore: z.number().nullable(),
  })
  .meta({ id: 'CompanySummary', description: 'A company in a list' });

export const SearchSuggestionResponse = z
  .object({ id: z.number().int(), name: z.string(), domain: z.string() })
  .meta({ id: 'SearchSuggestion' });

export const CompetitorResponse = z
  .object({
    id: z.number().int(),
    name: z.string(),
    domain: z.string(),
    category: z.string().nullable(),
    subcategory: z.string().nullable(),
    logoUrl: z.string().nullable(),
    averageRating: z.number().nullable(),
    totalReviews: z.number().int(),
  })
  .meta({ id: 'Competitor' });

export const CategoryCountsResponse = z
  .record(z.string(), z.number().int())
  .meta({ id: 'CategoryCounts', description: 'Subcategory name → number of companies' });

const reviewFields = {
  id: z.number().int(),
  companyId: z.number().int(),
  title: z.string(),
  content: z.string(),
  rating: z.number().int().nullable(),
  isComplaint: z.boolean(),
  type: z.enum(REVIEW_TYPES),
  upvotes: z.number().int(),
  downvotes: z.number().int(),
  claps: z.number().int(),
  views: z.number().int(),
  replyCount: z.number().int(),
  createdAt: isoTime,
  myVote: z.enum(['upvote', 'downvote']).nullable(),
  myClap: z.boolean(),
  // Trust (issue 13).
  status: z.enum(['pending', 'published', 'rejected']),
  holdReason: z.enum(['moderation', 'verification']).nullable(),
  isVerified: z.boolean(),
  isInvited: z.boolean(),
  editedAt: isoTime.nullable(),
  isMine: z.boolean(),
  response: z.object({ content: z.string(), createdAt: isoTime, updatedAt: isoTime }).nullable(),
  canRespond: z.boolean(),
};

export const ReviewItemResponse = z
  .object(reviewFields)
  .meta({ id: 'ReviewItem', description: 'A review, complaint or comment (author never shown)' });

export const ReviewCreatedResponse = z
  .object({
    message: z.literal('Review created'),
    review: ReviewItemResponse,
    anonymous: z.literal(true).optional(),
  })
  .meta({ id: 'ReviewCreated' });

/** A second review of a company by one account (issue 34): the one to edit instead. */
export const ReviewConflictResponse = z
  .object({ message: z.string(), reviewId: z.number().int() })
  .meta({ id: 'ReviewConflict', description: 'The author already reviewed this company' });

export const ReviewUpdatedResponse = z
  .object({ message: z.literal('Review updated'), review: ReviewItemResponse })
  .meta({ id: 'ReviewUpdated' });

export const ReviewDeletedResponse = z
  .object({ message: z.literal('Review deleted'), id: z.number().int() })
  .meta({ id: 'ReviewDeleted' });

export const VoteResultResponse = z
  .object({ message: z.literal('Vote recorded'), review: ReviewItemResponse })
  .meta({ id: 'VoteResult' });

export const ReplyResponse = z
  .object({
    id: z.number().int(),
    reviewId: z.number().int(),
    parentReplyId: z.number().int().nullable(),
    content: z.string(),
    createdAt: isoTime,
  })
  .meta({ id: 'Reply' });

export const ReportCreatedResponse = z
  .object({
    message: z.string(),
    report: z.object({ id: z.number().int(), status: z.literal('pending') }),
  })
  .meta({ id: 'ReportCreated' });

export const ClaimCreatedResponse = z
  .object({
    message: z.string(),
    claim: z.object({ id: z.number().int(), status: z.enum(['pending', 'verified']) }),
    verificationSent: z.boolean(),
  })
  .meta({ id: 'ClaimCreated' });

export const ClaimVerifiedResponse = z
  .object({
    message: z.literal('Claim verified'),
    claim: z.object({ id: z.number().int(), status: z.literal('verified') }),
    company: z.object({ id: z.number().int(), name: z.string(), domain: z.string() }),
    email: z.string(),
    ownerBound: z.boolean(),
  })
  .meta({ id: 'ClaimVerified' });

export const UserProfileResponse = z
  .object({
    id: z.string(),
    displayName: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    title: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    createdAt: isoTime,
  })
  .meta({ id: 'UserProfile', description: 'A public profile (never the email)' });

export const UserReviewItemResponse = z
  .object({
    ...reviewFields,
    company: z.object({
      id: z.number().int(),
      name: z.string(),
      domain: z.string(),
      category: z.string().nullable(),
    }),
  })
  .meta({ id: 'UserReviewItem' });

export const UserStatsResponse = z
  .object({
    totalReviews: z.number().int(),
    totalUpvotes: z.number().int(),
    totalClaps: z.number().int(),
    totalComplaints: z.number().int(),
    netKarma: z.number().int(),
    averageRating: z.number().nullable(),
    helpfulVotes: z.number().int(),
    reviewCategories: z.array(z.object({ category: z.string(), count: z.number().int() })),
    profileViews: z.number().int().optional(),
  })
  .meta({ id: 'UserStats' });

export const SubscriptionResultResponse = z
  .object({ message: z.enum(['Subscribed', 'Unsubscribed']), isSubscribed: z.boolean() })
  .meta({ id: 'SubscriptionResult' });

export const HealthResponse = z
  .object({ status: z.literal('ok'), db: z.literal('ok') })
  .meta({ id: 'Health', description: 'The server answers and its database is reachable' });

export const ReadyResponse = z.object({ status: z.literal('ready'), schema: z.string() }).meta({
  id: 'Ready',
  description: 'This instance can serve: its database answers and has every migration',
});

export const SiteInfoResponse = z
  .object({ platformName: z.string(), tagline: z.string(), supportEmail: z.string() })
  .meta({ id: 'SiteInfo', description: 'The platform name, tagline and support address' });
