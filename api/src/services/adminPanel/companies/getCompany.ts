import type { Context } from '../../../context.ts';
import { notFound } from '../../../http/errors.ts';
import { Company } from '../../../models/Company.ts';
import { authorizeAdmin } from '../../../policies/adminPolicy.ts';

/** One company by id, for the Edit Company form; 404 when unknown. */
export async function getCompany(ctx: Context, id: number): Promise<Company> {
  authorizeAdmin(ctx.actor, 'moderate');
  const company = await Company.query(ctx.knex).findById(id);
  if (!company) throw notFound('Company not found');
  return company;
}
