import type { QueryBuilder } from 'objection';
import type { UserReviewSort } from '#shared/schemas/reviews';
import type { Context } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { Review } from '../../models/Review.ts';
import type { MyVote } from '../reviews/viewerVotes.ts';
import { viewerVotesOf, withViewerVotes } from '../reviews/viewerVotes.ts';
import { USER_NOT_FOUND } from './findPublicUser.ts';

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
  // The user id is the route's (a UUID); whether it is a user is asked with the total, in
  // parallel with the page (issue 12: the user lookup was a statement of its own, first).
  const own = ctx.actor.type === 'user' && ctx.actor.user.id === userId;
  const visible = (query: QueryBuilder<Review>) => {
    query.where('reviews.userId', userId);
    if (own) query.whereIn('reviews.status', ['published', 'pending']);
    else query.where('reviews.status', 'published');
  };
  const counted = Review.query(ctx.knex).modify(visible).count('*').toKnexQuery();
  const [reviews, found] = await Promise.all([
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
    ctx.knex('users').where('id', userId).first({ total: counted }) as Promise<
      { total: number | string } | undefined
    >,
  ]);
  if (!found) throw notFound(USER_NOT_FOUND);
  return { reviews, total: Number(found.total), myVotes: viewerVotesOf(reviews) };
}
