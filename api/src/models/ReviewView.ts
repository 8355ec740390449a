import type { RelationMappings } from 'objection';
import { BaseModel } from './BaseModel.ts';
import { Review } from './Review.ts';

/** One row per viewer (hashed) per review per day. */
export class ReviewView extends BaseModel {
  static override tableName = 'review_views';
  static override idColumn = ['reviewId', 'viewerHash', 'day'];

  reviewId!: number;
  viewerHash!: string;
  day!: string;

  review?: Review;

  static override relationMappings = (): RelationMappings => ({
    review: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: Review,
      join: { from: 'review_views.reviewId', to: 'reviews.id' },
    },
  });
}
