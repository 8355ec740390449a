import { findBySlug } from '#shared/catalogue/catalogue';
import type { Context } from '../../context.ts';
import { prepared, preparedAs } from '../../db/preparedStatement.ts';
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
  // Prepared, one text per column and first page or not (knex leaves `offset 0` out).
  const rows = (await Company.query(ctx.knex)
    .select(
      COMPANY_CARD_COLUMNS,
      Company.raw(
        `(select coalesce(sum(company_count), 0) from company_category_counts where ${column} = ?)::int as page_total`,
        [name],
      ),
    )
    .where(column, name)
    .orderBy([
      { column: 'trust_score', order: 'desc' },
      { column: 'review_count', order: 'desc' },
      { column: 'id', order: 'asc' },
    ])
    .limit(page.limit)
    .offset(page.offset)
    .onBuildKnex(
      preparedAs(`category-companies-${column}${page.offset > 0 ? '-offset' : ''}`),
    )) as Array<Company & { pageTotal: number }>;
  const total = rows[0]?.pageTotal ?? (await categoryTotal(ctx, column, name));
  return { companies: rows, total };
}

async function categoryTotal(
  ctx: Context,
  column: 'category' | 'subcategory',
  name: string,
): Promise<number> {
  const row = (await ctx
    .knex('company_category_counts')
    .where(column, name)
    .sum({ n: 'company_count' })
    .first()
    .options(prepared(`category-total-${column}`))) as { n: number | string | null } | undefined;
  return Number(row?.n ?? 0);
}
