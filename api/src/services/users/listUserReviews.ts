import type { QueryBuilder } from 'objection';
import type { UserReviewSort } from '#shared/schemas/reviews';
import type { Context } from '../../context.ts';
import { runPrepared } from '../../db/preparedStatement.ts';
import { notFound } from '../../http/errors.ts';
import type { Company } from '../../models/Company.ts';
import { Review } from '../../models/Review.ts';
import { REVIEW_COLUMNS } from '../../models/tableColumns.ts';
import type { MyVote } from '../reviews/viewerVotes.ts';
import { viewerVotesOf, withViewerVotes } from '../reviews/viewerVotes.ts';
import { USER_NOT_FOUND } from './findPublicUser.ts';

const ORDER: Record<UserReviewSort, string> = {
  recent: 'reviews.created_at desc, reviews.id desc',
  // Comments have no rating: they come after every rated item.
  rating: 'reviews.rating desc nulls last, reviews.created_at desc, reviews.id desc',
  helpful: '(reviews.upvotes + reviews.claps) desc, reviews.created_at desc, reviews.id desc',
};

/** An item of a user's list, with the company it is about (the list's card of it). */
export type UserReview = Review & {
  companyCard: Pick<Company, 'id' | 'name' | 'domain' | 'category'>;
};

/**
 * A user's reviews, complaints and comments with their company, sorted and paginated: the
 * published ones, plus the held ones when the user looks at their own profile.
 */
export async function listUserReviews(
  ctx: Context,
  userId: string,
  options: { sort: UserReviewSort; limit: number; offset: number },
): Promise<{ reviews: UserReview[]; total: number; myVotes: Map<number, MyVote> }> {
  // The user id is the route's (a UUID); whether it is a user is asked with the total, in
  // parallel with the page (issue 12: the user lookup was a statement of its own, first).
  const own = ctx.actor.type === 'user' && ctx.actor.user.id === userId;
  const visible = (query: QueryBuilder<Review>) => {
    query.where('reviews.userId', userId);
    if (own) query.whereIn('reviews.status', ['published', 'pending']);
    else query.where('reviews.status', 'published');
  };
  // Another reader's total is the user's published items, kept per category
  // (`user_category_counts`, a few rows) instead of counted (one index entry and heap row per
  // item: 577 for the busiest user at 1M). Their own includes their held ones: counted.
  const counted = own
    ? Review.query(ctx.knex).modify(visible).count('*').toKnexQuery()
    : ctx.knex.raw(
        '(select coalesce(sum(review_count), 0) from user_category_counts where user_id = ?)',
        [userId],
      );
  const [reviews, found] = await Promise.all([
    runPrepared(
      Review.query(ctx.knex)
        .select(REVIEW_COLUMNS.map((column) => `reviews.${column}`))
        .modify('withAuthorVerified')
        .modify(withViewerVotes, ctx.actor)
        .modify(visible)
        // Each item's company in the page's own statement (issue 12: it was a third statement,
        // after the page). A plain join and one JSON column: Objection's withGraphJoined did the
        // same in SQL but measured slower, building the graph in JavaScript.
        .join('companies', 'companies.id', 'reviews.companyId')
        .select(
          Review.raw(
            `json_build_object('id', companies.id, 'name', companies.name,
                             'domain', companies.domain, 'category', companies.category) as company_card`,
          ),
        )
        .orderByRaw(ORDER[options.sort])
        .limit(options.limit)
        .offset(options.offset),
      'user-reviews',
    ),
    ctx.knex('users').where('id', userId).first({ total: counted }) as Promise<
      { total: number | string } | undefined
    >,
  ]);
  if (!found) throw notFound(USER_NOT_FOUND);
  return {
    reviews: reviews as UserReview[],
    total: Number(found.total),
    myVotes: viewerVotesOf(reviews),
  };
}
