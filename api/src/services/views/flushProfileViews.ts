import type { Knex } from 'knex';

/** One profile view as the request saw it: which company, which viewer (hashed), which day. */
export interface ProfileView {
  companyId: number;
  viewerHash: string;
  day: string;
}

/**
 * Writes a batch of profile views in one statement: insert the (company, viewer, day) rows that
 * are new, then add to each company's `profile_views` exactly the rows that were new. The
 * primary key of `company_views` is what keeps a view counted once per viewer per company per
 * day, across flushes and across server instances. Views of companies deleted since are
 * skipped. Returns how many views were counted.
 */
export async function flushProfileViews(
  knex: Knex,
  views: readonly ProfileView[],
): Promise<number> {
  if (views.length === 0) return 0;
  const { rows } = await knex.raw<{ rows: Array<{ counted: number }> }>(
    `with batch as (
       select * from unnest(?::int[], ?::varchar[], ?::date[]) as b(company_id, viewer_hash, day)
     ),
     inserted as (
       insert into company_views (company_id, viewer_hash, day)
       select b.company_id, b.viewer_hash, b.day from batch b join companies c on c.id = b.company_id
       on conflict do nothing
       returning company_id
     ),
     counted as (
       update companies c set profile_views = c.profile_views + i.n
       from (select company_id, count(*)::int as n from inserted group by company_id) i
       where c.id = i.company_id
     )
     select count(*)::int as counted from inserted`,
    [views.map((v) => v.companyId), views.map((v) => v.viewerHash), views.map((v) => v.day)],
  );
  return rows[0]?.counted ?? 0;
}
