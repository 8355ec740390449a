import { type Context, withTransaction } from '../../../context.ts';
import { notFound } from '../../../http/errors.ts';
import { Company } from '../../../models/Company.ts';
import { authorizeAdmin } from '../../../policies/adminPolicy.ts';
import { recordActivity } from '../../activity/recordActivity.ts';

/**
 * Deletes a company and, through the foreign keys' ON DELETE CASCADE, its reviews (with their
 * votes and replies), claims, reports, awards, FAQs, questions, subscriptions and views. A
 * paying client keeps its record, unlinked.
 */
export async function deleteCompany(ctx: Context, id: number): Promise<Company> {
  authorizeAdmin(ctx.actor, 'moderate');
  return withTransaction(ctx, async (trx) => {
    const company = await Company.query(trx.knex).findById(id).forUpdate();
    if (!company) throw notFound('Company not found');
    await Company.query(trx.knex).deleteById(id);
    await recordActivity(trx, {
      type: 'company_deleted',
      message: `Company deleted: ${company.name} (${company.domain})`,
      entityType: 'company',
      entityId: id,
      metadata: { domain: company.domain, name: company.name, reviewCount: company.reviewCount },
    });
    return company;
  });
}
