import type { Context } from '../../context.ts';
import { Company } from '../../models/Company.ts';
import { findCompanyById } from './findCompany.ts';
import { trustScoreSql } from './trustScore.ts';

const COMPETITORS_MAX = 5;

/**
 * Similar companies: the same subcategory (else the same category), never the company itself,
 * best trust score first, at most 5. A company with neither has none.
 */
export async function findCompetitors(ctx: Context, companyId: number): Promise<Company[]> {
  const company = await findCompanyById(ctx, companyId);
  const query = Company.query(ctx.knex).whereNot('id', company.id);
  if (company.subcategory) query.where('subcategory', company.subcategory);
  else if (company.category) query.where('category', company.category);
  else return [];
  const score = trustScoreSql('companies');
  return query
    .orderByRaw(`${score.sql} desc, review_count desc, id`, score.bindings)
    .limit(COMPETITORS_MAX);
}
