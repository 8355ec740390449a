import type { Knex } from 'knex';

/** How many rows of `table` match `where` (all rows without it). */
export async function countRows(
  knex: Knex,
  table: string,
  where: Record<string, unknown> = {},
): Promise<number> {
  const [row] = await knex(table).where(where).count<Array<{ n: number }>>({ n: '*' });
  return Number(row?.n ?? 0);
}
