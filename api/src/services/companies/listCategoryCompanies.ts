import { findBySlug } from '#shared/catalogue/catalogue';
import type { Context } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { Company } from '../../models/Company.ts';
import type { CompanyPage, Page } from './listCompanies.ts';
import { trustScoreSql } from './trustScore.ts';

export const CATEGORY_NOT_FOUND = 'Category not found';

/**
 * The companies of a category page, best trust score first: a subcategory slug lists that
 * subcategory; a main category slug lists all of its subcategories (and companies filed under
 * the main category alone). Unknown slug → 404.
 */
export async function listCategoryCompanies(
  ctx: Context,
  slug: string,
  page: Page,
): Promise<CompanyPage> {
  const match = findBySlug(slug);
  if (!match) throw notFound(CATEGORY_NOT_FOUND);
  const inCategory = () => {
    const query = Company.query(ctx.knex);
    if (match.kind === 'subcategory') return query.where('subcategory', match.subcategory.name);
    const names = match.category.subcategories.map((sub) => sub.name);
    return query.where((q) =>
      q.whereIn('subcategory', names).orWhere('category', match.category.name),
    );
  };
  const score = trustScoreSql('companies');
  const [companies, total] = await Promise.all([
    inCategory()
      .orderByRaw(`${score.sql} desc, review_count desc, id`, score.bindings)
      .limit(page.limit)
      .offset(page.offset),
    inCategory().resultSize(),
  ]);
  return { companies, total };
}
