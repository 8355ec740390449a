import type { Context } from '../../context.ts';
import { runStatement } from '../../db/preparedStatement.ts';
import { Company } from '../../models/Company.ts';
import { COMPANY_CARD_COLUMNS } from '../../models/tableColumns.ts';
import { findCompanyById } from './findCompany.ts';

const COMPETITORS_MAX = 5;

/**
 * Similar companies: the same subcategory (else the same category), never the company itself,
 * best trust score first, at most 5. A company with neither has none.
 *
 * The order is the stored `trust_score` (as the category pages', see listCategoryCompanies.ts),
 * so the (subcategory | category, trust_score desc, review_count desc, id) index returns the
 * first six entries and stops. Ordering by the score computed on the fly (issue 12: 267 ms p99
 * at 1M companies) read and sorted every company of the subcategory, tens of thousands.
 */
export async function findCompetitors(ctx: Context, companyId: number): Promise<Company[]> {
  const company = await findCompanyById(ctx, companyId);
  const column = company.subcategory ? 'subcategory' : company.category ? 'category' : undefined;
  if (!column) return [];
  const rows = await runStatement(ctx.knex, `competitors-${column}`, COMPETITORS_SQL[column], [
    company.id,
    company[column],
    COMPETITORS_MAX,
  ]);
  return rows.map((row) => Company.fromDatabaseJson(row));
}

/** One text per column, prepared; run straight to the driver (`runStatement`): a hot read. */
const COMPETITORS_SQL = {
  category: competitorsSql('category'),
  subcategory: competitorsSql('subcategory'),
};

function competitorsSql(column: 'category' | 'subcategory'): string {
  return `select ${COMPANY_CARD_COLUMNS.join(', ')} from companies
  where id <> ? and ${column} = ?
  order by trust_score desc, review_count desc, id
  limit ?`;
}
