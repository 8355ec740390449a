import type { Context } from '../../context.ts';
import type { Company } from '../../models/Company.ts';
import { Subscription } from '../../models/Subscription.ts';
import { isCompanyOwner } from '../../policies/companyOwner.ts';
import { type CreationOptions, findOrCreateCompany } from './findOrCreateCompany.ts';

export interface CompanyProfileView {
  company: Company;
  created: boolean;
  isSubscribed: boolean;
  /** The viewer is its claimed owner (answers as such, writes its FAQs). */
  isOwner: boolean;
}

/**
 * A company's profile as a visitor opens it: created the first time its domain is looked up.
 * A read, so it writes nothing (issue 12): one query for an anonymous reader, plus the
 * subscription for a signed-in user. The route counts the view off the request (`ViewCounter`),
 * so `profileViews` may lag by the flush interval (2 s).
 */
export async function getCompanyProfile(
  ctx: Context,
  rawDomain: string,
  options: CreationOptions = {},
): Promise<CompanyProfileView> {
  const { company, created } = await findOrCreateCompany(ctx, rawDomain, options);
  const userId = ctx.actor.type === 'user' ? ctx.actor.user.id : undefined;
  const isSubscribed = userId
    ? (await Subscription.query(ctx.knex).findById([userId, company.id])) !== undefined
    : false;
  return { company, created, isSubscribed, isOwner: isCompanyOwner(ctx.actor, company) };
}
