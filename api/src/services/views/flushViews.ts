import type { Knex } from 'knex';

/** One view as the request saw it: which company or review, which viewer (hashed), which day. */
export interface View {
  id: number;
  viewerHash: string;
  day: string;
}

/** Where a kind of view is kept, and the counter it raises. Constants only: they become SQL. */
interface ViewTarget {
  /** One row per (thing, viewer, day): its primary key keeps a view counted once. */
  viewsTable: string;
  /** The viewed thing's column in `viewsTable`. */
  idColumn: string;
  /** The viewed things' table, and its counter column. */
  table: string;
  counter: string;
}

export const PROFILE_VIEWS: ViewTarget = {
  viewsTable: 'company_views',
  idColumn: 'company_id',
  table: 'companies',
  counter: 'profile_views',
};

export const REVIEW_VIEWS: ViewTarget = {
  viewsTable: 'review_views',
  idColumn: 'review_id',
  table: 'reviews',
  counter: 'views',
};

/**
 * Writes a batch of views in one statement: insert the (thing, viewer, day) rows that are new,
 * then add to each thing's counter exactly the rows that were new. The views table's primary key
 * is what keeps a view counted once per viewer per thing per day, across flushes and across
 * server instances. Views of things deleted since (or that never existed) are skipped. Returns
 * how many views were counted.
 */
export async function flushViews(
  knex: Knex,
  target: ViewTarget,
  views: readonly View[],
): Promise<number> {
  if (views.length === 0) return 0;
  const { viewsTable, idColumn, table, counter } = target;
  const { rows } = await knex.raw<{ rows: Array<{ counted: number }> }>(
    `with batch as (
       select * from unnest(?::int[], ?::varchar[], ?::date[]) as b(thing_id, viewer_hash, day)
     ),
     inserted as (
       insert into ${viewsTable} (${idColumn}, viewer_hash, day)
       select b.thing_id, b.viewer_hash, b.day from batch b join ${table} t on t.id = b.thing_id
       on conflict do nothing
       returning ${idColumn} as thing_id
     ),
     counted as (
       update ${table} t set ${counter} = t.${counter} + i.n
       from (select thing_id, count(*)::int as n from inserted group by thing_id) i
       where t.id = i.thing_id
     )
     select count(*)::int as counted from inserted`,
    [views.map((v) => v.id), views.map((v) => v.viewerHash), views.map((v) => v.day)],
  );
  return rows[0]?.counted ?? 0;
}
