import { ALL_SUBCATEGORIES } from '#shared/catalogue/catalogue';
import type { Context } from '../../context.ts';

/**
 * `/api/categories/counts`: every catalogue subcategory name → its number of companies.
 *
 * Read from `company_category_counts` (~200 rows), which triggers on `companies` keep exact in
 * the same transaction as every insert, delete and recategorisation (migration
 * 20261124010101), instead of grouping the whole companies table on every call.
 */
export async function countCompaniesBySubcategory(ctx: Context): Promise<Record<string, number>> {
  const rows: Array<{ subcategory: string; n: number }> = await ctx
    .knex('company_category_counts')
    .whereNot('subcategory', '')
    .groupBy('subcategory')
    .select('subcategory')
    .sum({ n: 'company_count' });
  const counts: Record<string, number> = Object.fromEntries(
    ALL_SUBCATEGORIES.map((sub) => [sub.name, 0]),
  );
  for (const row of rows) {
    if (row.subcategory in counts) counts[row.subcategory] = Number(row.n);
  }
  return counts;
}
