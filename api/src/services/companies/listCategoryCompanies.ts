import { findBySlug } from '#shared/catalogue/catalogue';
import { LIMITS } from '#shared/schemas/limits';
import type { Context } from '../../context.ts';
import { memoByText } from '../../db/memoByText.ts';
import { runStatement } from '../../db/preparedStatement.ts';
import { notFound } from '../../http/errors.ts';
import { Company } from '../../models/Company.ts';
import { COMPANY_CARD_COLUMNS } from '../../models/tableColumns.ts';
import type { CompanyPage, Page } from './listCompanies.ts';

const CATEGORY_NOT_FOUND = 'Category not found';

/**
 * The companies of a category page, best trust score first: a subcategory slug lists that
 * subcategory; a main category slug lists all of its subcategories (and companies filed under
 * the main category alone). Unknown slug → 404.
 *
 * Built not to scan at a million companies: the order is the stored `trust_score` (refreshed by
 * a trigger whenever a company's rating sums change, and daily for the time decay, see
 * refreshTrustScores.ts), served by the (subcategory | category, trust_score desc,
 * review_count desc, id) indexes, and the total comes from `company_category_counts`. A page
 * reads the columns its cards show (`COMPANY_CARD_COLUMNS`). A main category page is
 * `category = X` alone: a company with a subcategory always carries that subcategory's main
 * category (the schemas check it; the migration fixed older rows).
 * Deep pages still walk `offset` index entries; the PWA pages forward from the top.
 * Hand-written and run straight to the driver (`runStatement`): a hot read.
 */
export async function listCategoryCompanies(
  ctx: Context,
  slug: string,
  page: Page,
): Promise<CompanyPage> {
  const match = findBySlug(slug);
  if (!match) throw notFound(CATEGORY_NOT_FOUND);
  const [column, name] =
    match.kind === 'subcategory'
      ? (['subcategory', match.subcategory.name] as const)
      : (['category', match.category.name] as const);
  // One statement for a page with rows: the total (from `company_category_counts`) is a
  // column of each row, so a page costs one round trip (issue 12: it was two, in parallel). Only
  // an empty page (past the end, or an empty category) asks for the total on its own.
  const rows = await runStatement(ctx.knex, ...pageStatement(column, name, page));
  const total =
    rows.length > 0 ? Number(rows[0]!.pageTotal) : await categoryTotal(ctx, column, name);
  return { companies: rows.map((row) => Company.fromDatabaseJson(row)), total };
}

/**
 * The prepared statement of a page: its name, text and bindings. A first page has its limit
 * written in, one text per page size (the PWA asks for 24, the API's default is 50; at most
 * `LIMITS.pageSizeMax`): with an unknown LIMIT or OFFSET the planner prices a generic plan as if
 * a tenth of the category were read (thousands of rows at 1M companies, against 24), so
 * PostgreSQL planned the statement again on every call, which cost it more than running it
 * (0.15 ms against 0.12). A later page takes both as bindings and is planned per call.
 */
function pageStatement(
  column: 'category' | 'subcategory',
  name: string,
  page: Page,
): [name: string, sql: string, bindings: unknown[]] {
  const { limit, offset } = page;
  const first =
    offset === 0 && Number.isInteger(limit) && limit >= 1 && limit <= LIMITS.pageSizeMax;
  const statement = first
    ? `category-companies-${column}-first-${limit}`
    : `category-companies-${column}`;
  const sql = PAGE_SQL[column](first ? String(limit) : '? offset ?');
  return [statement, sql, first ? [name, name] : [name, name, limit, offset]];
}

/** Each column's text by its limit clause, built once: at most LIMITS.pageSizeMax + 1 each. */
const PAGE_SQL = {
  category: memoByText((limit) => pageSql('category', limit)),
  subcategory: memoByText((limit) => pageSql('subcategory', limit)),
};

function pageSql(column: 'category' | 'subcategory', limit: string): string {
  return `select ${COMPANY_CARD_COLUMNS.join(', ')},
    (select coalesce(sum(company_count), 0) from company_category_counts where ${column} = ?)::int
      as page_total
  from companies where ${column} = ?
  order by trust_score desc, review_count desc, id
  limit ${limit}`;
}

async function categoryTotal(
  ctx: Context,
  column: 'category' | 'subcategory',
  name: string,
): Promise<number> {
  const [row] = await runStatement(
    ctx.knex,
    `category-total-${column}`,
    `select coalesce(sum(company_count), 0)::int as n from company_category_counts where ${column} = ?`,
    [name],
  );
  return Number(row!.n);
}
