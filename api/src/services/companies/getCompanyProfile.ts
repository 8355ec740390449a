import { utcDay } from '#shared/dates/utcDay';
import { type Context, withTransaction } from '../../context.ts';
import type { Company } from '../../models/Company.ts';
import { Subscription } from '../../models/Subscription.ts';
import { findOrCreateCompany } from './findOrCreateCompany.ts';

export interface CompanyProfileView {
  company: Company;
  created: boolean;
  isSubscribed: boolean;
}

/**
 * A company's profile as a visitor opens it: created the first time its domain is looked up,
 * and the view counted at most once per viewer per company per day. `viewerHash` identifies
 * the viewer without storing who it is (see the route).
 */
export async function getCompanyProfile(
  ctx: Context,
  rawDomain: string,
  viewerHash: string,
): Promise<CompanyProfileView> {
  const { company, created } = await findOrCreateCompany(ctx, rawDomain);
  const profileViews = await recordProfileView(ctx, company.id, viewerHash);
  if (profileViews !== undefined) company.profileViews = profileViews;
  const userId = ctx.actor.type === 'user' ? ctx.actor.user.id : undefined;
  const isSubscribed = userId
    ? (await Subscription.query(ctx.knex).findById([userId, company.id])) !== undefined
    : false;
  return { company, created, isSubscribed };
}

/**
 * Counts a view unless this viewer already viewed the company today. Returns the new count
 * when it went up.
 */
export async function recordProfileView(
  ctx: Context,
  companyId: number,
  viewerHash: string,
  day: string = utcDay(),
): Promise<number | undefined> {
  return withTransaction(ctx, async ({ knex }) => {
    const inserted = await knex('company_views')
      .insert({ companyId, viewerHash, day })
      .onConflict(['companyId', 'viewerHash', 'day'])
      .ignore()
      .returning('companyId');
    if (inserted.length === 0) return undefined;
    const [row] = await knex('companies')
      .where('id', companyId)
      .increment('profileViews', 1)
      .returning('profileViews');
    return (row as { profileViews: number } | undefined)?.profileViews;
  });
}
