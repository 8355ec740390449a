import type { AdminStats } from '#shared/types/admin';
import type { Context } from '../../../context.ts';
import { Activity } from '../../../models/Activity.ts';
import { authorizeAdmin } from '../../../policies/adminPolicy.ts';

/**
 * The dashboard (`GET /api/admin/stats`, `review-admin stats`): totals, the average rating of
 * rated items, what the current calendar month (UTC) added, what waits for staff (the same
 * counts as the daily digest's "Waiting for staff now"), and the 10 newest events.
 */
export async function getAdminStats(ctx: Context): Promise<AdminStats> {
  authorizeAdmin(ctx.actor, 'moderate');
  const { knex } = ctx;
  const monthStart = new Date();
  monthStart.setUTCDate(1);
  monthStart.setUTCHours(0, 0, 0, 0);

  const { rows } = await knex.raw<{ rows: Array<Record<string, number | null>> }>(
    // One pass over reviews for both the count and the average (the largest table).
    `with all_reviews as (
       select count(*)::int as total, avg(rating)::float8 as average from reviews
     )
     select
       (select count(*)::int from companies) as "totalCompanies",
       (select count(*)::int from users) as "totalUsers",
       all_reviews.total as "totalReviews",
       all_reviews.average as "averageRating",
       (select count(*)::int from companies where created_at >= ?) as "companiesAdded",
       (select count(*)::int from reviews where created_at >= ?) as "reviewsSubmitted",
       (select count(*)::int from users where created_at >= ?) as "usersRegistered",
       (select count(*)::int from reviews where status = 'pending') as "pendingReviews",
       (select count(*)::int from reviews where open_flag_count > 0) as "flaggedReviews",
       (select count(*)::int from claim_requests where status = 'pending') as "pendingClaims",
       (select count(*)::int from reports where status = 'pending') as "openReports"
     from all_reviews`,
    [monthStart, monthStart, monthStart],
  );
  const row = rows[0] ?? {};
  const recent = await Activity.query(knex)
    .orderBy([
      { column: 'createdAt', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(10);
  const average = row.averageRating ?? null;
  return {
    totalCompanies: row.totalCompanies ?? 0,
    totalUsers: row.totalUsers ?? 0,
    totalReviews: row.totalReviews ?? 0,
    averageRating: average === null ? 0 : Math.round(average * 10) / 10,
    monthlyStats: {
      companiesAdded: row.companiesAdded ?? 0,
      reviewsSubmitted: row.reviewsSubmitted ?? 0,
      usersRegistered: row.usersRegistered ?? 0,
    },
    needsAttention: {
      pendingReviews: row.pendingReviews ?? 0,
      flaggedReviews: row.flaggedReviews ?? 0,
      pendingClaims: row.pendingClaims ?? 0,
      openReports: row.openReports ?? 0,
    },
    recentActivity: recent.map((event) => ({
      message: event.message,
      timestamp: new Date(event.createdAt).toISOString(),
    })),
  };
}
