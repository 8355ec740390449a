import type { Context } from '../../../context.ts';
import { Company } from '../../../models/Company.ts';
import { authorizeAdmin } from '../../../policies/adminPolicy.ts';
import { type ListQuery, newestFirstPage, type Page } from '../paging.ts';
import { whereAll } from '../sql.ts';
import { companyMatch } from './companySearch.ts';

/**
 * The admin Companies list (`GET /api/admin/companies`, `review-admin companies search`):
 * newest first, searched by name, domain and category.
 */
export async function listCompanies(ctx: Context, query: ListQuery): Promise<Page<Company>> {
  authorizeAdmin(ctx.actor, 'moderate');
  const q = query.q?.trim() ?? '';
  return newestFirstPage(
    () => whereAll(Company.query(ctx.knex), q ? [companyMatch(q)] : []),
    query,
    { table: 'companies' },
  );
}
