import { ALL_SUBCATEGORIES } from '#shared/catalogue/catalogue';
import type { Context } from '../../context.ts';

/** `/api/categories/counts`: every catalogue subcategory name → its number of companies. */
export async function countCompaniesBySubcategory(ctx: Context): Promise<Record<string, number>> {
  const rows: Array<{ subcategory: string; n: number }> = await ctx
    .knex('companies')
    .whereNotNull('subcategory')
    .groupBy('subcategory')
    .select('subcategory')
    .count({ n: '*' });
  const counts: Record<string, number> = Object.fromEntries(
    ALL_SUBCATEGORIES.map((sub) => [sub.name, 0]),
  );
  for (const row of rows) {
    if (row.subcategory in counts) counts[row.subcategory] = Number(row.n);
  }
  return counts;
}
