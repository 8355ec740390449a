import { findBySlug } from '#shared/catalogue/catalogue';
import { LIMITS } from '#shared/schemas/limits';
import type { Context } from '../../context.ts';
import { runSql, type Sql, sql, sqlText } from '../../db/sql.ts';
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
 * Hand-written (`runSql`): a hot read.
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
  const rows = await runSql(ctx.knex, pageStatement(column, name, page));
  const total =
    rows.length > 0 ? Number(rows[0]!.pageTotal) : await categoryTotal(ctx, column, name);
  return { companies: rows.map((row) => Company.fromDatabaseJson(row)), total };
}

/**
 * The statement of a page. A first page has its limit written in, one text per page size (the
 * PWA asks for 24, the API's default is 50; at most `LIMITS.pageSizeMax`): with an unknown LIMIT
 * or OFFSET the planner prices a generic plan of a prepared statement as if a tenth of the
 * category were read (thousands of rows at 1M companies, against 24), so PostgreSQL planned the
 * statement again on every call, which cost it more than running it (0.15 ms against 0.12). A
 * later page takes both as bindings.
 */
function pageStatement(column: 'category' | 'subcategory', name: string, page: Page): Sql {
  const { limit, offset } = page;
  const first =
    offset === 0 && Number.isInteger(limit) && limit >= 1 && limit <= LIMITS.pageSizeMax;
  const where = sqlText(column);
  return sql`select ${CARD_COLUMNS},
    (select coalesce(sum(company_count), 0) from company_category_counts where ${where} = ${name})::int
      as page_total
  from companies where ${where} = ${name}
  order by trust_score desc, review_count desc, id
  limit ${first ? sqlText(String(limit)) : sql`${limit} offset ${offset}`}`;
}

const CARD_COLUMNS = sqlText(COMPANY_CARD_COLUMNS.join(', '));

async function categoryTotal(
  ctx: Context,
  column: 'category' | 'subcategory',
  name: string,
): Promise<number> {
  const [row] = await runSql(
    ctx.knex,
    sql`select coalesce(sum(company_count), 0)::int as n from company_category_counts
        where ${sqlText(column)} = ${name}`,
  );
  return Number(row!.n);
}
