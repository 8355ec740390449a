import type { Knex } from 'knex';
import type { Model, QueryBuilder } from 'objection';

export interface PageQuery {
  limit: number;
  offset: number;
}

export interface ListQuery extends PageQuery {
  q?: string;
}

export interface Page<T> {
  items: T[];
  /** Every match, not just this page (`X-Total-Count`). */
  total: number;
}

/**
 * One page of a filtered admin list, newest first (`createdAt`, then `id`, so rows made in the
 * same instant keep a stable order across pages), with the size of the whole filtered set.
 * `filtered` builds the filtered query; it is called twice, for the page and for the count.
 * `shape` adds what only the page needs (relations, selected columns).
 */
export async function newestFirstPage<M extends Model>(
  filtered: () => QueryBuilder<M, M[]>,
  page: PageQuery,
  options: { table?: string; shape?: (query: QueryBuilder<M, M[]>) => QueryBuilder<M, M[]> } = {},
): Promise<Page<M>> {
  const column = (name: string) => (options.table ? `${options.table}.${name}` : name);
  const shape = options.shape ?? ((query) => query);
  const [items, total] = await Promise.all([
    shape(filtered())
      .orderBy([
        { column: column('createdAt'), order: 'desc' },
        { column: column('id'), order: 'desc' },
      ])
      .limit(page.limit)
      .offset(page.offset),
    filtered().resultSize(),
  ]);
  return { items, total };
}

/** Rows per value of a status column, for the counters above the moderation lists. */
export async function countByStatus<S extends string>(
  knex: Knex,
  table: string,
): Promise<{ total: number; of(status: S): number }> {
  const rows = (await knex(table).select('status').count({ n: '*' }).groupBy('status')) as Array<{
    status: S;
    n: number;
  }>;
  return {
    total: rows.reduce((sum, row) => sum + Number(row.n), 0),
    of: (status) => Number(rows.find((row) => row.status === status)?.n ?? 0),
  };
}
