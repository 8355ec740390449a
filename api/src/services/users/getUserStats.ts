import type { UserStats } from '#shared/types/api';
import type { Context } from '../../context.ts';
import { runSql, sql } from '../../db/sql.ts';
import { notFound } from '../../http/errors.ts';
import { USER_NOT_FOUND } from './findPublicUser.ts';

/** Where items on companies without a category are counted (the wizard's default). */
const DEFAULT_CATEGORY = 'General';

/** The statement's one row (its columns are named in camelCase, as the answer's). */
interface StatsRow {
  found: boolean;
  totalReviews: number;
  totalUpvotes: number;
  totalDownvotes: number;
  totalClaps: number;
  totalComplaints: number;
  averageRating: number | null;
  categories: Array<{ category: string; count: number }>;
}

/**
 * A user's profile statistics (public-site.md §3 User stats), over their published items only.
 *
 * One statement (issue 12: it was three, the user, the totals and the categories, at 0.12 of a
 * one-statement floor): the user's existence, the totals and the per-category counts (as a JSON
 * array) as columns of one row. An unknown user is a 404. Its text never varies (`totals.*` is the subquery's own columns, not a
 * table's).
 *
 * The per-category counts come from `user_category_counts`, kept by triggers: grouping the
 * user's items by their companies' categories read one company row per item (4 ms at p99 for
 * the busiest user at 1M, 1 ms at 10k). The totals still read the user's own items (one index
 * range): their votes change with every vote, and storing them would add a write to each vote.
 * Companies without a category and those in a category named like the fallback are one group,
 * as before.
 */
export async function getUserStats(ctx: Context, userId: string): Promise<UserStats> {
  const [totals] = await runSql<StatsRow>(
    ctx.knex,
    sql`select exists (select 1 from users where id = ${userId}) as found, totals.*,
            coalesce((select json_agg(json_build_object('category', category, 'count', count)
                                      order by count desc, category)
                      from (select coalesce(nullif(category, ''), ${DEFAULT_CATEGORY}) as category,
                                   sum(review_count)::int as count
                            from user_category_counts where user_id = ${userId}
                            group by 1 having sum(review_count) > 0) as per_category), '[]'::json)
              as categories
     from (select count(*)::int as "totalReviews",
                  coalesce(sum(upvotes), 0)::int as "totalUpvotes",
                  coalesce(sum(downvotes), 0)::int as "totalDownvotes",
                  coalesce(sum(claps), 0)::int as "totalClaps",
                  (count(*) filter (where type = 'complaint'))::int as "totalComplaints",
                  (avg(rating) filter (where type = 'review'))::float8 as "averageRating"
           from reviews where user_id = ${userId} and status = 'published') as totals`,
  );
  if (!totals?.found) throw notFound(USER_NOT_FOUND);
  return {
    totalReviews: totals.totalReviews,
    totalUpvotes: totals.totalUpvotes,
    totalClaps: totals.totalClaps,
    totalComplaints: totals.totalComplaints,
    netKarma: totals.totalUpvotes - totals.totalDownvotes,
    averageRating: totals.averageRating,
    helpfulVotes: totals.totalUpvotes + totals.totalClaps,
    reviewCategories: totals.categories.map((row) => ({
      category: row.category,
      count: row.count,
    })),
  };
}
