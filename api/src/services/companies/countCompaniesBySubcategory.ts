import { ALL_SUBCATEGORIES } from '#shared/catalogue/catalogue';
import type { Context } from '../../context.ts';
import { runSql, sqlText } from '../../db/sql.ts';

/**
 * `/api/categories/counts`: every catalogue subcategory name → its number of companies.
 *
 * Read from `company_category_counts` (~200 rows), which triggers on `companies` keep exact in
 * the same transaction as every insert, delete and recategorisation (migration
 * 20261124010101), instead of grouping the whole companies table on every call.
 *
 * The database hands the counts over as one JSON text (one row to parse, not 200), and the
 * answer built from it is kept with that text: while the counts do not change — nearly always —
 * a call costs the one small read and a string comparison, not a new object and its
 * serialisation (issue 12: the counts were 0.3 of a bare server's throughput). The text is the
 * key, so a kept answer is never stale.
 */
export async function countCompaniesBySubcategory(ctx: Context): Promise<Record<string, number>> {
  return JSON.parse(await categoryCountsJson(ctx));
}

let kept: { source: string; json: string } | undefined;

const COUNTS_SQL =
  sqlText(`select coalesce(json_object_agg(subcategory, n order by subcategory)::text, '{}')
    as counts
  from (select subcategory, sum(company_count)::int as n from company_category_counts
        where subcategory <> '' group by subcategory) as per_subcategory`);

/** The counts as the JSON text the API answers (see above). */
export async function categoryCountsJson(ctx: Context): Promise<string> {
  const rows = await runSql<{ counts: string }>(ctx.knex, COUNTS_SQL);
  const source = rows[0]?.counts ?? '{}';
  if (kept?.source !== source) kept = { source, json: JSON.stringify(answerFrom(source)) };
  return kept.json;
}

/** Every catalogue subcategory, in catalogue order, 0 when it has no company. */
function answerFrom(source: string): Record<string, number> {
  const stored = JSON.parse(source) as Record<string, number>;
  const counts: Record<string, number> = Object.fromEntries(
    ALL_SUBCATEGORIES.map((sub) => [sub.name, 0]),
  );
  for (const [subcategory, n] of Object.entries(stored)) {
    if (subcategory in counts) counts[subcategory] = Number(n);
  }
  return counts;
}
