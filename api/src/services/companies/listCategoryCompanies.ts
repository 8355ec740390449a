import { findBySlug } from '#shared/catalogue/catalogue';
import type { Context } from '../../context.ts';
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
  const rows = await runStatement(ctx.knex, `category-companies-${column}`, PAGE_SQL[column], [
    name,
    name,
    page.limit,
    page.offset,
  ]);
  const total =
    rows.length > 0 ? Number(rows[0]!.pageTotal) : await categoryTotal(ctx, column, name);
  return { companies: rows.map((row) => Company.fromDatabaseJson(row)), total };
}

/** A page of a category or subcategory, with the total as a column; prepared, one text each. */
const PAGE_SQL = {
  category: pageSql('category'),
  subcategory: pageSql('subcategory'),
};

function pageSql(column: 'category' | 'subcategory'): string {
  return `select ${COMPANY_CARD_COLUMNS.join(', ')},
    (select coalesce(sum(company_count), 0) from company_category_counts where ${column} = ?)::int
      as page_total
  from companies where ${column} = ?
  order by trust_score desc, review_count desc, id
  limit ? offset ?`;
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
