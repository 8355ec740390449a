import type { UserStats } from '#shared/types/api';
import type { Context } from '../../context.ts';
import { findPublicUser } from './findPublicUser.ts';

/** Where items on companies without a category are counted (the wizard's default). */
const DEFAULT_CATEGORY = 'General';

/**
 * A user's profile statistics (public-site.md §3 User stats), in two aggregate queries, over
 * their published items only.
 */
export async function getUserStats(ctx: Context, userId: string): Promise<UserStats> {
  const user = await findPublicUser(ctx, userId);
  const { rows } = await ctx.knex.raw<{
    rows: Array<{
      totalReviews: number;
      totalUpvotes: number;
      totalDownvotes: number;
      totalClaps: number;
      totalComplaints: number;
      averageRating: number | null;
    }>;
  }>(
    `select count(*)::int as "totalReviews",
            coalesce(sum(upvotes), 0)::int as "totalUpvotes",
            coalesce(sum(downvotes), 0)::int as "totalDownvotes",
            coalesce(sum(claps), 0)::int as "totalClaps",
            (count(*) filter (where type = 'complaint'))::int as "totalComplaints",
            avg(rating)::float8 as "averageRating"
     from reviews where user_id = ? and status = 'published'`,
    [user.id],
  );
  const categories = await ctx.knex.raw<{ rows: Array<{ category: string; count: number }> }>(
    `select coalesce(c.category, ?) as category, count(*)::int as count
     from reviews r join companies c on c.id = r.company_id
     where r.user_id = ? and r.status = 'published'
     group by 1 order by 2 desc, 1`,
    [DEFAULT_CATEGORY, user.id],
  );
  const totals = rows[0]!;
  return {
    totalReviews: totals.totalReviews,
    totalUpvotes: totals.totalUpvotes,
    totalClaps: totals.totalClaps,
    totalComplaints: totals.totalComplaints,
    netKarma: totals.totalUpvotes - totals.totalDownvotes,
    averageRating: totals.averageRating,
    helpfulVotes: totals.totalUpvotes + totals.totalClaps,
    reviewCategories: categories.rows.map((row) => ({ category: row.category, count: row.count })),
  };
}
