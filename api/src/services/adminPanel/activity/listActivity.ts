import type { ActivityStats } from '#shared/types/admin';
import type { Context } from '../../../context.ts';
import { Activity } from '../../../models/Activity.ts';
import { authorizeAdmin } from '../../../policies/adminPolicy.ts';
import { newestFirstPage, type Page } from '../paging.ts';
import { eventTypesOf, type FeedType } from './activityFeed.ts';

export interface ActivityQuery {
  type?: FeedType;
  since?: Date;
  limit: number;
  offset: number;
}

/** Platform Activity: the event log, newest first, by feed type and since a time. */
export async function listActivity(ctx: Context, query: ActivityQuery): Promise<Page<Activity>> {
  authorizeAdmin(ctx.actor, 'moderate');
  return newestFirstPage(() => {
    const builder = Activity.query(ctx.knex);
    if (query.type) builder.whereIn('type', eventTypesOf(query.type));
    if (query.since) builder.where('createdAt', '>=', query.since);
    return builder;
  }, query);
}

/** The counters: Today (since midnight UTC), This Week (last 7 days), Reviews and Reports. */
export async function activityStats(ctx: Context, now: Date = new Date()): Promise<ActivityStats> {
  authorizeAdmin(ctx.actor, 'moderate');
  const midnight = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const weekAgo = new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000);
  const row = (await ctx
    .knex('activity')
    .first(
      ctx.knex.raw('count(*) filter (where created_at >= ?)::int as today', [midnight]),
      ctx.knex.raw('count(*) filter (where created_at >= ?)::int as this_week', [weekAgo]),
      ctx.knex.raw('count(*) filter (where type = any(?))::int as reviews', [
        eventTypesOf('review'),
      ]),
      ctx.knex.raw('count(*) filter (where type = any(?))::int as reports', [
        eventTypesOf('report'),
      ]),
    )) as ActivityStats;
  return row;
}
