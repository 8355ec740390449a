import { findBySlug } from '#shared/catalogue/catalogue';
import type { Context } from '../../context.ts';
import { prepared, preparedAs } from '../../db/preparedStatement.ts';
import { notFound } from '../../http/errors.ts';
import { Company } from '../../models/Company.ts';
import { COMPANY_COLUMNS } from '../../models/tableColumns.ts';
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
 * review_count desc, id) indexes, and the total comes from `company_category_counts`. A main
 * category page is `category = X` alone: a company with a subcategory always carries that
 * subcategory's main category (the schemas check it; the migration fixed older rows).
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
  const [companies, total] = await Promise.all([
    // Both statements prepared, one pair per column (`prepared`): planning weighed on the
    // companies' 17 indexes for every page.
    Company.query(ctx.knex)
      .select(COMPANY_COLUMNS)
      .where(column, name)
      .orderBy([
        { column: 'trust_score', order: 'desc' },
        { column: 'review_count', order: 'desc' },
        { column: 'id', order: 'asc' },
      ])
      .limit(page.limit)
      .offset(page.offset)
      // knex leaves `offset 0` out: the first page is a text of its own.
      .onBuildKnex(preparedAs(`category-companies-${column}${page.offset > 0 ? '-offset' : ''}`)),
    ctx
      .knex('company_category_counts')
      .where(column, name)
      .sum({ n: 'company_count' })
      .first()
      .options(prepared(`category-total-${column}`)) as Promise<
      { n: number | string | null } | undefined
    >,
  ]);
  return { companies, total: Number(total?.n ?? 0) };
}
