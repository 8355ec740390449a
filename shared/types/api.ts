/**
 * The JSON the public API answers (public-site.md §3 and §7), as the PWA reads it. Presenters in
 * `api/src/presenters/` produce exactly these shapes; dates are ISO strings on the wire.
 * Conventions: offset lists carry `X-Total-Count`; review lists carry `X-Next-Cursor`;
 * errors are `{ message, issues? }`.
 */
import type { ReviewType, VoteType } from '../schemas/reviews.ts';

/** The signed-in user (`GET /api/auth/user`, login, register). Only ever the user's own email. */
export interface AuthUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  title: string | null;
  profileImageUrl: string | null;
  isEmailVerified: boolean;
  createdAt: string;
}

/** A company's full profile (`GET /api/companies/domain/{domain}`). */
export interface CompanyProfile {
  id: number;
  name: string;
  domain: string;
  website: string | null;
  category: string | null;
  subcategory: string | null;
  description: string | null;
  logoUrl: string | null;
  isClaimed: boolean;
  profileViews: number;
  founded: number | null;
  employeeCount: string | null;
  industry: string | null;
  socialLinkedin: string | null;
  socialTwitter: string | null;
  socialFacebook: string | null;
  socialInstagram: string | null;
  socialYoutube: string | null;
  socialGithub: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
  /**
   * Mean of the star ratings (reviews; a complaint is not a star rating and a comment has none);
   * null with no ratings.
   */
  averageRating: number | null;
  /**
   * Bayesian, recency-weighted score used for ranking (prior 7 ratings of 3.5); null without
   * a published star rating ("Not yet rated").
   */
  trustScore: number | null;
  /** Every item: reviews, complaints and comments. */
  totalReviews: number;
  totalUpvotes: number;
  totalClaps: number;
  totalComplaints: number;
  /** Whether the signed-in user subscribes to it (false when signed out). */
  isSubscribed: boolean;
  /** The signed-in user is its claimed owner: their answers are marked, they write its FAQs. */
  isOwner: boolean;
  createdAt: string;
  /** Rated items per star, 5 stars first (issue 14); the counts add up to the rated items. */
  ratingDistribution: RatingBucket[];
}

export interface RatingBucket {
  stars: number;
  count: number;
}

/** A company in a list (categories, `/api/companies`). */
export interface CompanySummary {
  id: number;
  name: string;
  domain: string;
  description: string | null;
  category: string | null;
  subcategory: string | null;
  logoUrl: string | null;
  isClaimed: boolean;
  averageRating: number | null;
  totalReviews: number;
  /** Null without a published star rating ("Not yet rated"). */
  trustScore: number | null;
}

/** `GET /api/companies/search`. */
export interface SearchSuggestion {
  id: number;
  name: string;
  domain: string;
}

/** `GET /api/companies/{id}/competitors`. */
export interface Competitor {
  id: number;
  name: string;
  domain: string;
  category: string | null;
  subcategory: string | null;
  logoUrl: string | null;
  averageRating: number | null;
  totalReviews: number;
}

/** `GET /api/categories/counts`: subcategory name → number of companies. */
export type CategoryCounts = Record<string, number>;

/** A review, complaint or comment. The author is never exposed (shown as Anonymous). */
export interface ReviewItem {
  id: number;
  companyId: number;
  title: string;
  content: string;
  rating: number | null;
  isComplaint: boolean;
  type: ReviewType;
  upvotes: number;
  downvotes: number;
  claps: number;
  views: number;
  replyCount: number;
  createdAt: string;
  /** The viewer's own votes on it: `upvote`/`downvote` (or null) and whether they clapped. */
  myVote: Extract<VoteType, 'upvote' | 'downvote'> | null;
  myClap: boolean;
  /** `published`, or `pending` (held for moderation or email verification: only its author
   * and staff see it). */
  status: ReviewStatus;
  /** Why a pending one waits (issue 34): staff, or its author's email verification ("Awaiting
   * verification"); null unless pending. */
  holdReason: 'moderation' | 'verification' | null;
  /** Written by an account whose email is verified (the "Verified" mark). */
  isVerified: boolean;
  /** Written through a company's review invitation (the "Invited" mark, issue 37). */
  isInvited: boolean;
  /** When its author last edited it (the "Edited" mark), else null. */
  editedAt: string | null;
  /** The viewer wrote it, so may edit or delete it. */
  isMine: boolean;
  /** The claimed company's public answer, shown as "Response from {company name}". */
  response: ReviewResponse | null;
  /** The viewer owns the claimed company, so may write or edit the response. */
  canRespond: boolean;
}

interface ReviewResponse {
  content: string;
  createdAt: string;
  updatedAt: string;
}

type ReviewStatus = 'pending' | 'published' | 'rejected';

/** `POST .../reviews` → 201. `anonymous` when posted without an account (the wizard then
 * offers sign-up, which attaches the review). */
export interface ReviewCreated {
  message: 'Review created';
  review: ReviewItem;
  anonymous?: true;
}

/** 409 on `POST /api/companies/domain/{domain}/reviews`: the author's review to edit instead. */
export interface ReviewConflict {
  message: string;
  reviewId: number;
}

/** `PATCH /api/reviews/{id}` → the review as it now reads (issue 13). */
export interface ReviewUpdated {
  message: 'Review updated';
  review: ReviewItem;
}

/** `DELETE /api/reviews/{id}` (its author). */
export interface ReviewDeleted {
  message: 'Review deleted';
  id: number;
}

/** `POST /api/reviews/{id}/vote` → the item's counters after the vote. */
export interface VoteResult {
  message: 'Vote recorded';
  review: ReviewItem;
}

export interface Reply {
  id: number;
  reviewId: number;
  parentReplyId: number | null;
  content: string;
  createdAt: string;
}

export interface ReportCreated {
  message: string;
  report: { id: number; status: 'pending' };
}

export interface ClaimCreated {
  message: string;
  claim: { id: number; status: 'pending' | 'verified' };
  /** True when a verification link was mailed (the email is at the company's domain). */
  verificationSent: boolean;
}

/** `GET /api/users/{id}`: a public profile; never the email. */
export interface UserProfile {
  id: string;
  displayName: string;
  firstName: string | null;
  lastName: string | null;
  title: string | null;
  profileImageUrl: string | null;
  createdAt: string;
}

/** `GET /api/users/{id}/reviews`: the user's items with their company. */
export interface UserReviewItem extends ReviewItem {
  company: { id: number; name: string; domain: string; category: string | null };
}

/** `GET /api/users/{id}/stats` (public-site.md §3 User stats, plus the real review categories). */
export interface UserStats {
  totalReviews: number;
  totalUpvotes: number;
  totalClaps: number;
  totalComplaints: number;
  /** Upvotes minus downvotes received. */
  netKarma: number;
  averageRating: number | null;
  /** Helpful votes received (upvotes + claps). */
  helpfulVotes: number;
  /** How many items the user wrote per company category, most first. */
  reviewCategories: Array<{ category: string; count: number }>;
  /**
   * Views of this public profile, counted like company profile views (at most once per visitor
   * per day). Optional: the PWA hides the 'Profile Views' row until the API answers it.
   */
  profileViews?: number;
}

export interface ApiErrorBody {
  message: string;
  issues?: Array<{ path: string; message: string }>;
  requestId?: string;
}

/** Answers that carry only a message: logout, enhance (202), contact (201). */
export interface MessageAnswer {
  message: string;
}

/** `POST` / `DELETE /api/companies/{id}/subscribe`. */
export interface SubscriptionResult {
  message: 'Subscribed' | 'Unsubscribed';
  isSubscribed: boolean;
}

/** `POST /api/claims/verify` (the mailed link, `GET /api/claims/verify?token=`, redirects to
 * `/company/{domain}?claim=verified` instead). */
export interface ClaimVerified {
  message: 'Claim verified';
  claim: { id: number; status: 'verified' };
  company: { id: number; name: string; domain: string };
  /** The address the claim proved (the link was mailed there). */
  email: string;
  /**
   * Whether an account holding that address, verified, now owns the company; false until one
   * does (signing up or in with it, then verifying it, completes the claim).
   */
  ownerBound: boolean;
}

/** A quarter's category winner (`GET /api/awards`): figures as computed for that quarter. */
export interface AwardWinner {
  position: number;
  category: { id: number; name: string; slug: string };
  company: { id: number; name: string; domain: string; logoUrl: string | null };
  /** The average of the company's ratings in that quarter. */
  rating: number | null;
  /** The company's published ratings in that quarter. */
  reviewCount: number;
  trustScore: number | null;
}

export interface AwardQuarterSummary {
  /** `2026Q3` */
  quarter: string;
  year: number;
  number: number;
  winnerCount: number;
  minReviews: number;
  /** The least average rating in the quarter a winner needed (the `awardMinAverage` setting). */
  minAverage: number;
  computedAt: string;
}

/** `GET /api/awards?quarter=2026Q3`: `quarter` null when no quarter was ever computed. */
export interface AwardsAnswer {
  quarter: AwardQuarterSummary | null;
  winners: AwardWinner[];
  /** Every computed quarter, newest first. */
  quarters: AwardQuarterSummary[];
}

/** A company's award badge (`GET /api/companies/{id}/awards`). */
export interface CompanyAward {
  quarter: string;
  year: number;
  number: number;
  position: number;
  category: string | null;
  /** The company's average star rating in that quarter (what the badge shows). */
  rating: number | null;
}

/** A company in a home page list (`GET /api/discover`). */
export interface DiscoverCompany {
  id: number;
  name: string;
  domain: string;
  averageRating: number | null;
  totalReviews: number;
  /** Null without a published star rating ("Not yet rated"). */
  trustScore: number | null;
}

/** `GET /api/discover`: what the home page offers to browse, the same for every visitor. */
export interface DiscoverAnswer {
  recentlyReviewed: DiscoverCompany[];
  topRated: Array<{ category: { name: string; slug: string }; companies: DiscoverCompany[] }>;
  latestReviews: Array<{
    id: number;
    title: string;
    rating: number | null;
    type: 'review' | 'complaint' | 'comment';
    createdAt: string;
    company: { name: string; domain: string };
  }>;
}

/** `GET /api/site`: what the public site shows of the admin Settings. */
export interface SiteInfo {
  platformName: string;
  tagline: string;
  /** Where visitors write to (the contact form's messages go there too). */
  supportEmail: string;
}

/**
 * `GET /api/account/data-rights`: whether a signed-in user downloads their data and deletes
 * their account themselves (the admin's "GDPR mode"), else the support address that does it.
 */
export interface DataRights {
  selfService: boolean;
  supportEmail: string;
}
