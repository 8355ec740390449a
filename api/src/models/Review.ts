import type { Modifiers, RelationMappings } from 'objection';
import { TimestampedModel } from './BaseModel.ts';
import { Company } from './Company.ts';
import { ReviewReply } from './ReviewReply.ts';
import { ReviewVote } from './ReviewVote.ts';
import { User } from './User.ts';

export type ReviewType = 'review' | 'complaint' | 'comment';
/** Publication: held reviews are seen only by their author and staff (issue 13). */
export type ReviewStatus = 'pending' | 'published' | 'rejected';
export type HoldReason = 'moderation' | 'verification';
export type ComplaintStatus = 'pending' | 'investigating' | 'resolved' | 'escalated';
export type ComplaintPriority = 'high' | 'medium' | 'low';

/** Reviews, complaints and comments share one table and one shape (public-site.md §3). */
export class Review extends TimestampedModel {
  static override tableName = 'reviews';

  id!: number;
  companyId!: number;
  userId!: string | null;
  visitorId!: string | null;
  /** An anonymous post's keyed address, company and day (`reviewAddressHash`): one a day. */
  addressHash!: string | null;
  rating!: number | null;
  title!: string;
  content!: string;
  type!: ReviewType;
  isComplaint!: boolean;
  upvotes!: number;
  downvotes!: number;
  claps!: number;
  views!: number;
  replyCount!: number;
  complaintStatus!: ComplaintStatus | null;
  complaintPriority!: ComplaintPriority | null;
  complaintCategory!: string | null;
  reviewerName!: string | null;
  reviewerEmail!: string | null;
  source!: 'web' | 'import' | 'seed';
  status!: ReviewStatus;
  holdReason!: HoldReason | null;
  editedAt!: Date | null;
  /** Written through a review invitation (the "Invited" mark, issue 37). */
  isInvited!: boolean;
  /** When it went public (a trigger stamps it: migration 20261128080000); null while held. */
  publishedAt!: Date | null;
  /** The company owner's one public response (issue 13). */
  responseContent!: string | null;
  responseUserId!: string | null;
  responseCreatedAt!: Date | null;
  responseUpdatedAt!: Date | null;
  /** Flags not yet dismissed by staff. */
  openFlagCount!: number;

  /** Selected by the public lists and the vote's answer: the author's email is verified. */
  authorVerified?: boolean;

  company?: Company;
  user?: User | null;
  votes?: ReviewVote[];
  replies?: ReviewReply[];

  static override modifiers: Modifiers = {
    newestFirst(query) {
      query.orderBy([
        { column: 'reviews.createdAt', order: 'desc' },
        { column: 'reviews.id', order: 'desc' },
      ]);
    },
    published(query) {
      query.where('reviews.status', 'published');
    },
    complaints(query) {
      query.where('reviews.type', 'complaint');
    },
  };

  static override relationMappings = (): RelationMappings => ({
    company: {
      relation: TimestampedModel.BelongsToOneRelation,
      modelClass: Company,
      join: { from: 'reviews.companyId', to: 'companies.id' },
    },
    user: {
      relation: TimestampedModel.BelongsToOneRelation,
      modelClass: User,
      join: { from: 'reviews.userId', to: 'users.id' },
    },
    votes: {
      relation: TimestampedModel.HasManyRelation,
      modelClass: ReviewVote,
      join: { from: 'reviews.id', to: 'review_votes.reviewId' },
    },
    replies: {
      relation: TimestampedModel.HasManyRelation,
      modelClass: ReviewReply,
      join: { from: 'reviews.id', to: 'review_replies.reviewId' },
    },
  });
}
