import type { Context } from '../../context.ts';
import { Company } from '../../models/Company.ts';

export interface Page {
  limit: number;
  offset: number;
}

export interface CompanyPage {
  companies: Company[];
  total: number;
}

/** Every company, newest first, one page at a time (never the whole table). */
export async function listCompanies(ctx: Context, page: Page): Promise<CompanyPage> {
  const [companies, total] = await Promise.all([
    Company.query(ctx.knex)
      .orderBy([
        { column: 'createdAt', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(page.limit)
      .offset(page.offset),
    Company.query(ctx.knex).resultSize(),
  ]);
  return { companies, total };
}
