import type { RelationMappings } from 'objection';
import { TimestampedModel } from './BaseModel.ts';
import { Review } from './Review.ts';
import { User } from './User.ts';

export class ReviewReply extends TimestampedModel {
  static override tableName = 'review_replies';

  id!: number;
  reviewId!: number;
  userId!: string | null;
  visitorId!: string | null;
  content!: string;
  parentReplyId!: number | null;
  upvotes!: number;
  downvotes!: number;

  review?: Review;
  user?: User | null;
  parent?: ReviewReply | null;
  children?: ReviewReply[];

  static override relationMappings = (): RelationMappings => ({
    review: {
      relation: TimestampedModel.BelongsToOneRelation,
      modelClass: Review,
      join: { from: 'review_replies.reviewId', to: 'reviews.id' },
    },
    user: {
      relation: TimestampedModel.BelongsToOneRelation,
      modelClass: User,
      join: { from: 'review_replies.userId', to: 'users.id' },
    },
    parent: {
      relation: TimestampedModel.BelongsToOneRelation,
      modelClass: ReviewReply,
      join: { from: 'review_replies.parentReplyId', to: 'review_replies.id' },
    },
    children: {
      relation: TimestampedModel.HasManyRelation,
      modelClass: ReviewReply,
      join: { from: 'review_replies.id', to: 'review_replies.parentReplyId' },
    },
  });
}
