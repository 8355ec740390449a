import type { Context } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { Company } from '../../models/Company.ts';
import { parseDomain } from './findOrCreateCompany.ts';

const COMPANY_NOT_FOUND = 'Company not found';

/** The company with this id, or 404. */
export async function findCompanyById(ctx: Context, id: number): Promise<Company> {
  const company = await Company.query(ctx.knex).findById(id);
  if (!company) throw notFound(COMPANY_NOT_FOUND);
  return company;
}

/** The company of a domain as typed (400 `Invalid domain`), without creating it (404). */
export async function findCompanyByDomain(ctx: Context, rawDomain: string): Promise<Company> {
  const company = await Company.query(ctx.knex).findOne({ domain: parseDomain(rawDomain) });
  if (!company) throw notFound(COMPANY_NOT_FOUND);
  return company;
}
