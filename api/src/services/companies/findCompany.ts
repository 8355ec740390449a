import type { Context } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import type { Company } from '../../models/Company.ts';
import { companyByDomain, companyById } from './companyReads.ts';
import { parseDomain } from './findOrCreateCompany.ts';

const COMPANY_NOT_FOUND = 'Company not found';

/** The company with this id, or 404. */
export async function findCompanyById(ctx: Context, id: number): Promise<Company> {
  const company = await companyById(ctx.knex, id);
  if (!company) throw notFound(COMPANY_NOT_FOUND);
  return company;
}

/** The company of a domain as typed (400 `Invalid domain`), without creating it (404). */
export async function findCompanyByDomain(ctx: Context, rawDomain: string): Promise<Company> {
  const company = await companyByDomain(ctx.knex, parseDomain(rawDomain));
  if (!company) throw notFound(COMPANY_NOT_FOUND);
  return company;
}
