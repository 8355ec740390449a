import type { AdminReviewStats } from '#shared/types/admin';
import type { Context } from '../../../context.ts';
import { Review } from '../../../models/Review.ts';
import { authorizeAdmin } from '../../../policies/adminPolicy.ts';
import type { ListQuery, Page } from '../paging.ts';
import { whereAll } from '../sql.ts';
import { type ReviewSearch, reviewConditions } from './reviewFilters.ts';
import { type FlagSummary, openFlagsOf } from './reviewFlags.ts';

/**
 * The admin Reviews list: newest first, with each review's company and author, searched and
 * filtered as the screen asks (`GET /api/admin/reviews?q&filter&limit&offset`).
 */
export async function listReviews(
  ctx: Context,
  query: ListQuery & ReviewSearch,
): Promise<Page<Review>> {
  authorizeAdmin(ctx.actor, 'moderate');
  const items = await whereAll(Review.query(ctx.knex), reviewConditions(query))
    .withGraphFetched('[company(companyBrief), user(userBrief)]')
    .modifiers({
      companyBrief: (builder) => builder.select('id', 'name', 'domain'),
      userBrief: (builder) =>
        builder.select('id', 'email', 'firstName', 'lastName', 'isEmailVerified'),
    })
    .modify('newestFirst')
    .limit(query.limit)
    .offset(query.offset);
  const { total } = await reviewStats(ctx, query);
  return { items, total };
}

/**
 * The list with the open flags of each flagged review on it, by reason with counts: what the
 * admin Reviews screen shows (its Flagged filter) and `review-admin reviews flagged` prints.
 */
export async function listReviewsWithFlags(
  ctx: Context,
  query: ListQuery & ReviewSearch,
): Promise<Page<Review> & { flags: Map<number, FlagSummary[]> }> {
  const page = await listReviews(ctx, query);
  const flagged = page.items.filter((review) => review.openFlagCount > 0);
  const flags = await openFlagsOf(
    ctx,
    flagged.map((review) => review.id),
  );
  return { ...page, flags };
}

/** The stat cards over everything the search and filter match: Total, Complaints, Avg, Anonymous. */
export async function reviewStats(ctx: Context, search: ReviewSearch): Promise<AdminReviewStats> {
  authorizeAdmin(ctx.actor, 'moderate');
  const query = ctx
    .knex('reviews')
    .first(
      ctx.knex.raw('count(*)::int as total'),
      ctx.knex.raw("count(*) filter (where reviews.type = 'complaint')::int as complaints"),
      ctx.knex.raw('avg(reviews.rating)::float8 as average'),
      ctx.knex.raw('count(*) filter (where reviews.user_id is null)::int as anonymous'),
    );
  const row = (await whereAll(query, reviewConditions(search))) as {
    total: number;
    complaints: number;
    average: number | null;
    anonymous: number;
  };
  return {
    total: row.total,
    complaints: row.complaints,
    averageRating: row.average === null ? 0 : Math.round(row.average * 100) / 100,
    anonymous: row.anonymous,
  };
}
