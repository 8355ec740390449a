import { utcDay } from '#shared/dates/utcDay';
import type { AdminAnalytics } from '#shared/types/admin';
import type { Context } from '../../../context.ts';
import { authorizeAdmin } from '../../../policies/adminPolicy.ts';

const WEEKS = 12;
const TOP_CATEGORIES = 8;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The Analytics screen: reviews per week over the last 12 weeks (Monday-based, UTC, the current
 * week last), the rating distribution, the share of complaints, and the categories with the
 * most reviews.
 */
export async function getAnalytics(ctx: Context, now: Date = new Date()): Promise<AdminAnalytics> {
  authorizeAdmin(ctx.actor, 'moderate');
  const weekStarts = lastWeekStarts(now);
  const since = weekStarts[0]!;
  const { knex } = ctx;

  const weekly = (
    await knex.raw<{ rows: Array<{ week: string; count: number }> }>(
      // As text: a timestamp without time zone would be read back in this process's zone.
      `select to_char(date_trunc('week', created_at at time zone 'UTC'), 'YYYY-MM-DD') as week,
              count(*)::int as count
       from reviews where created_at >= ? group by 1`,
      [since],
    )
  ).rows;
  const byWeek = new Map(weekly.map((row) => [row.week, row.count]));

  const ratings = (
    await knex.raw<{ rows: Array<{ rating: number; count: number }> }>(
      `select rating, count(*)::int as count from reviews where rating is not null group by rating`,
    )
  ).rows;
  const totals = (
    await knex.raw<{ rows: Array<{ total: number; complaints: number }> }>(
      `select count(*)::int as total, count(*) filter (where type = 'complaint')::int as complaints
     from reviews`,
    )
  ).rows[0] ?? { total: 0, complaints: 0 };
  const categories = (
    await knex.raw<{
      rows: Array<{ category: string; companies: number; reviews: number }>;
    }>(
      `select category, count(*)::int as companies, coalesce(sum(review_count), 0)::int as reviews
     from companies where category is not null
     group by category order by reviews desc, companies desc, category limit ?`,
      [TOP_CATEGORIES],
    )
  ).rows;

  return {
    reviewsPerWeek: weekStarts.map((start) => ({
      weekStart: utcDay(start),
      count: byWeek.get(utcDay(start)) ?? 0,
    })),
    ratingDistribution: [1, 2, 3, 4, 5].map((rating) => ({
      rating,
      count: ratings.find((row) => row.rating === rating)?.count ?? 0,
    })),
    totalReviews: totals.total,
    complaints: totals.complaints,
    complaintShare:
      totals.total > 0 ? Math.round((totals.complaints / totals.total) * 1000) / 10 : 0,
    topCategories: categories,
  };
}

/** The Mondays (00:00 UTC) starting the last `WEEKS` weeks, oldest first. */
function lastWeekStarts(now: Date): Date[] {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const sinceMonday = (today.getUTCDay() + 6) % 7;
  const thisWeek = today.getTime() - sinceMonday * DAY_MS;
  return Array.from(
    { length: WEEKS },
    (_, index) => new Date(thisWeek - (WEEKS - 1 - index) * 7 * DAY_MS),
  );
}
