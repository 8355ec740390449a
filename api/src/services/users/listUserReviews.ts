import type { UserReviewSort } from '#shared/schemas/reviews';
import type { Context } from '../../context.ts';
import { runSql, type Sql, sql, sqlText } from '../../db/sql.ts';
import { notFound } from '../../http/errors.ts';
import type { Company } from '../../models/Company.ts';
import { LISTED_REVIEW_SELECT, type ListedReview } from '../reviews/listedReviews.ts';
import type { MyVote } from '../reviews/viewerVotes.ts';
import { viewerVoteColumns, viewerVotesOf } from '../reviews/viewerVotes.ts';
import { USER_NOT_FOUND } from './findPublicUser.ts';

const ORDER: Record<UserReviewSort, Sql> = {
  recent: sql`reviews.created_at desc, reviews.id desc`,
  // Comments have no rating: they come after every rated item.
  rating: sql`reviews.rating desc nulls last, reviews.created_at desc, reviews.id desc`,
  helpful: sql`(reviews.upvotes + reviews.claps) desc, reviews.created_at desc, reviews.id desc`,
};

/** An item of a user's list, with the company it is about (the list's card of it). */
export type UserReview = ListedReview & {
  companyCard: Pick<Company, 'id' | 'name' | 'domain' | 'category'>;
};

/**
 * A user's reviews, complaints and comments with their company, sorted and paginated: the
 * published ones, plus the held ones when the user looks at their own profile.
 *
 * One statement for a page with rows (issue 12: it was two, in parallel): the total is a
 * column of each row, as on the category pages, and a row says the user exists; each item's
 * company is a plain join and one JSON column (Objection's withGraphJoined measured slower,
 * building the graph in JavaScript). Only an empty page asks for the user and the total on
 * their own. Written as SQL, one text per shape (sort, reader, viewer's votes), with the
 * offset a binding.
 */
export async function listUserReviews(
  ctx: Context,
  userId: string,
  options: { sort: UserReviewSort; limit: number; offset: number },
): Promise<{ reviews: UserReview[]; total: number; myVotes: Map<number, MyVote> }> {
  const own = ctx.actor.type === 'user' && ctx.actor.user.id === userId;
  const kind = own ? 'own' : 'public';
  const votes = viewerVoteColumns(ctx.actor);
  const reviews = await runSql<UserReview & { pageTotal: number }>(
    ctx.knex,
    sql`select ${LISTED_COLUMNS}${votes}, (${TOTAL_SQL[kind](userId)}) as page_total,
       json_build_object('id', companies.id, 'name', companies.name,
                         'domain', companies.domain, 'category', companies.category) as company_card
     from reviews
     join companies on companies.id = reviews.company_id
     where reviews.user_id = ${userId} and reviews.status ${own ? OWN_STATUSES : PUBLIC_STATUS}
     order by ${ORDER[options.sort]}
     limit ${options.limit} offset ${options.offset}`,
  );
  const total = reviews[0]?.pageTotal ?? (await emptyPageTotal(ctx, userId, kind));
  return { reviews, total: Number(total), myVotes: viewerVotesOf(reviews) };
}

/**
 * A user's total: another reader's is the user's published items, kept per category
 * (`user_category_counts`, a few rows) instead of counted (one index entry and heap row per
 * item: 577 for the busiest user at 1M). Their own includes their held ones: counted.
 */
const TOTAL_SQL = {
  public: (userId: string) =>
    sql`select coalesce(sum(review_count), 0)::int from user_category_counts where user_id = ${userId}`,
  own: (userId: string) =>
    sql`select count(*)::int from reviews where user_id = ${userId} and status in ('published', 'pending')`,
};

const LISTED_COLUMNS = sqlText(LISTED_REVIEW_SELECT);
const OWN_STATUSES = sql`in ('published', 'pending')`;
const PUBLIC_STATUS = sql`= 'published'`;

/** The total for a page past the end (or of a user with nothing listed); 404 for no user. */
async function emptyPageTotal(
  ctx: Context,
  userId: string,
  kind: keyof typeof TOTAL_SQL,
): Promise<number> {
  const [found] = await runSql(
    ctx.knex,
    sql`select (${TOTAL_SQL[kind](userId)}) as total from users where id = ${userId}`,
  );
  if (!found) throw notFound(USER_NOT_FOUND);
  return Number(found.total);
}
