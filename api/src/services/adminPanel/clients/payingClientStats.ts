import type { PayingClientStats } from '#shared/types/admin';
import type { Context } from '../../../context.ts';
import { authorizeAdmin } from '../../../policies/adminPolicy.ts';

/**
 * The Paying Clients counters. Growth compares monthly revenue now with what it was at the end
 * of last month: clients whose billing had started by then and who were not yet cancelled
 * (cancelled clients count until their cancellation). Pending clients never count.
 */
export async function payingClientStats(
  ctx: Context,
  now: Date = new Date(),
): Promise<PayingClientStats> {
  authorizeAdmin(ctx.actor, 'moderate');
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const { rows } = await ctx.knex.raw<{ rows: Array<Record<string, number>> }>(
    `select
       count(*)::int as "totalClients",
       count(*) filter (where status = 'active')::int as "activeClients",
       coalesce(sum(monthly_fee) filter (where status = 'active'), 0)::int as "monthlyRevenue",
       coalesce(sum(monthly_fee) filter (
         where start_date < ?::date
           and (status = 'active' or (status = 'cancelled' and cancelled_at >= ?))
       ), 0)::int as "previousMonthlyRevenue"
     from paying_clients`,
    [monthStart.toISOString().slice(0, 10), monthStart],
  );
  const row = rows[0] ?? {};
  const monthlyRevenue = row.monthlyRevenue ?? 0;
  const previousMonthlyRevenue = row.previousMonthlyRevenue ?? 0;
  return {
    totalClients: row.totalClients ?? 0,
    activeClients: row.activeClients ?? 0,
    monthlyRevenue,
    previousMonthlyRevenue,
    growth:
      previousMonthlyRevenue > 0
        ? Math.round(((monthlyRevenue - previousMonthlyRevenue) / previousMonthlyRevenue) * 1000) /
          10
        : null,
  };
}
