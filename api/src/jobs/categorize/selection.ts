import type { Knex } from 'knex';
import type { CategorizePayload } from './types.ts';

/** The companies a run covers: all, or those without a subcategory; in id order. */
function companiesFor(knex: Knex, payload: Pick<CategorizePayload, 'onlyUncategorized'>) {
  const query = knex('companies');
  if (payload.onlyUncategorized) query.whereNull('subcategory');
  return query;
}

/** How many companies the run will cover, at its start (new companies join the next run). */
export async function countCompanies(
  knex: Knex,
  payload: Pick<CategorizePayload, 'onlyUncategorized' | 'limit'>,
): Promise<number> {
  const [row] = await companiesFor(knex, payload).count<Array<{ n: number }>>({ n: '*' });
  const count = Number(row?.n ?? 0);
  return payload.limit ? Math.min(count, payload.limit) : count;
}

/** The next company after the cursor, or undefined when the run has covered everything. */
export async function nextCompany(
  knex: Knex,
  payload: Pick<CategorizePayload, 'onlyUncategorized'>,
  cursor: number,
): Promise<{ id: number; name: string; domain: string } | undefined> {
  return companiesFor(knex, payload)
    .select('id', 'name', 'domain')
    .where('id', '>', cursor)
    .orderBy('id')
    .first();
}
