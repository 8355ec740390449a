import type { QueryBuilder } from 'objection';
import type { UserReviewSort } from '#shared/schemas/reviews';
import type { Context } from '../../context.ts';
import { Review } from '../../models/Review.ts';
import type { MyVote } from '../reviews/viewerVotes.ts';
import { viewerVotesOf, withViewerVotes } from '../reviews/viewerVotes.ts';
import { findPublicUser } from './findPublicUser.ts';

const ORDER: Record<UserReviewSort, string> = {
  recent: 'reviews.created_at desc, reviews.id desc',
  // Comments have no rating: they come after every rated item.
  rating: 'reviews.rating desc nulls last, reviews.created_at desc, reviews.id desc',
  helpful: '(reviews.upvotes + reviews.claps) desc, reviews.created_at desc, reviews.id desc',
};

/**
 * A user's reviews, complaints and comments with their company, sorted and paginated: the
 * published ones, plus the held ones when the user looks at their own profile.
 */
export async function listUserReviews(
  ctx: Context,
  userId: string,
  options: { sort: UserReviewSort; limit: number; offset: number },
): Promise<{ reviews: Review[]; total: number; myVotes: Map<number, MyVote> }> {
  const user = await findPublicUser(ctx, userId);
  const own = ctx.actor.type === 'user' && ctx.actor.user.id === user.id;
  const visible = (query: QueryBuilder<Review>) => {
    query.where('reviews.userId', user.id);
    if (own) query.whereIn('reviews.status', ['published', 'pending']);
    else query.where('reviews.status', 'published');
  };
  const [reviews, total] = await Promise.all([
    Review.query(ctx.knex)
      .select('reviews.*')
      .modify('withAuthorVerified')
      .modify(withViewerVotes, ctx.actor)
      .modify(visible)
      .withGraphFetched('company(listFields)')
      .modifiers({
        listFields: (query) => query.select('id', 'name', 'domain', 'category'),
      })
      .orderByRaw(ORDER[options.sort])
      .limit(options.limit)
      .offset(options.offset),
    Review.query(ctx.knex).modify(visible).resultSize(),
  ]);
  return { reviews, total, myVotes: viewerVotesOf(reviews) };
}
