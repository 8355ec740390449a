import type { Knex } from 'knex';
import type { BusinessOverview, OwnedCompany } from '#shared/schemas/responses/business';
import type { Context } from '../../context.ts';
import { unauthorized } from '../../http/errors.ts';
import { assertCanManageBusiness } from '../../policies/businessOwner.ts';
import { ownedByAccountSql } from '../../policies/companyOwner.ts';
import { findCompanyById } from '../companies/findCompany.ts';
import { averageRating, trustScore } from '../companies/trustScore.ts';
import { countInvitations } from '../invitations/invitationCounts.ts';

/** The ownership rule's SQL fragment as a knex condition (its values travel with it). */
function ownedCondition(knex: Context['knex'], userId: string) {
  const fragment = ownedByAccountSql('companies', userId);
  return knex.raw(fragment.text, fragment.values as Knex.RawBinding[]);
}

/** The companies the signed-in account owns (the dashboard's picker), by name. */
export async function listOwnedCompanies(ctx: Context): Promise<OwnedCompany[]> {
  if (ctx.actor.type !== 'user') throw unauthorized('Please sign in first');
  return ctx
    .knex('companies')
    .where(ownedCondition(ctx.knex, ctx.actor.user.id))
    .orderBy('name')
    .select('id', 'name', 'domain');
}

/**
 * The owner dashboard's figures (issue 37 item 1): average and trust score as the company page
 * shows them, the rating distribution, the last 12 months by month, the response rate and
 * median time to respond over published items, and the invitations by state. A handful of
 * aggregates over one company's rows (the `(company_id, created_at)` index).
 */
export async function businessOverview(ctx: Context, companyId: number): Promise<BusinessOverview> {
  const company = await findCompanyById(ctx, companyId);
  assertCanManageBusiness(ctx.actor, company);
  const knex = ctx.knex;
  const { rows: stars } = await knex.raw<{ rows: Array<{ stars: number; count: number }> }>(
    `select rating as stars, count(*)::int as count from reviews
     where company_id = ? and status = 'published' and type = 'review' and rating is not null
     group by rating`,
    [company.id],
  );
  const { rows: months } = await knex.raw<{
    rows: Array<{ month: string; count: number; averageRating: number | null }>;
  }>(
    `select to_char(date_trunc('month', created_at), 'YYYY-MM') as month, count(*)::int as count,
            (avg(rating) filter (where type = 'review'))::float8 as "averageRating"
     from reviews
     where company_id = ? and status = 'published' and created_at > now() - interval '12 months'
     group by 1 order by 1`,
    [company.id],
  );
  const { rows: responses } = await knex.raw<{
    rows: Array<{ total: number; answered: number; medianSeconds: number | null }>;
  }>(
    `select count(*)::int as total, count(response_content)::int as answered,
            (percentile_cont(0.5) within group (
              order by extract(epoch from response_created_at - created_at)
            ) filter (where response_created_at is not null))::float8 as "medianSeconds"
     from reviews where company_id = ? and status = 'published'`,
    [company.id],
  );
  const invitations = await countInvitations(knex, company.id);
  const answered = responses[0] ?? { total: 0, answered: 0, medianSeconds: null };
  return {
    company: { id: company.id, name: company.name, domain: company.domain },
    averageRating: averageRating(company),
    trustScore: trustScore(company),
    reviewCount: company.reviewCount,
    ratingDistribution: [1, 2, 3, 4, 5].map((n) => ({
      stars: n,
      count: stars.find((row) => Number(row.stars) === n)?.count ?? 0,
    })),
    byMonth: months,
    responseRate: answered.total > 0 ? answered.answered / answered.total : null,
    medianResponseHours:
      answered.medianSeconds === null ? null : Math.round(answered.medianSeconds / 36) / 100,
    unanswered: answered.total - answered.answered,
    invitations,
    generatedAt: new Date().toISOString(),
  };
}
