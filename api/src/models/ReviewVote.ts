import type { RelationMappings } from 'objection';
import { BaseModel } from './BaseModel.ts';
import { Review } from './Review.ts';
import { User } from './User.ts';

export type VoteType = 'upvote' | 'downvote' | 'clap';

export class ReviewVote extends BaseModel {
  static override tableName = 'review_votes';

  id!: number;
  reviewId!: number;
  userId!: string | null;
  /** The user's id when signed in, else the anonymous visitor's id. */
  voterId!: string;
  voteType!: VoteType;
  /** An anonymous vote's address key (see `voteAddressHash`); null for a signed-in voter. */
  addressHash!: string | null;
  createdAt!: Date;

  review?: Review;
  user?: User | null;

  static override relationMappings = (): RelationMappings => ({
    review: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: Review,
      join: { from: 'review_votes.reviewId', to: 'reviews.id' },
    },
    user: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: User,
      join: { from: 'review_votes.userId', to: 'users.id' },
    },
  });
}
