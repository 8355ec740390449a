import type { Context } from '../../../context.ts';
import { User } from '../../../models/User.ts';
import { authorizeAdmin } from '../../../policies/adminPolicy.ts';
import { type ListQuery, newestFirstPage, type Page } from '../paging.ts';
import { containsPattern, prefixPattern, usesTrigrams } from '../search.ts';
import { type SqlFragment, whereAll } from '../sql.ts';

/**
 * The admin Users list: newest first, searched by email, first and last name. The condition is
 * written exactly as the `users_search_trgm` index expression, so the index serves it; shorter
 * searches use the prefix indexes.
 */
export async function listUsers(ctx: Context, query: ListQuery): Promise<Page<User>> {
  authorizeAdmin(ctx.actor, 'moderate');
  const q = query.q?.trim() ?? '';
  const conditions = q ? [userMatch(q)] : [];
  return newestFirstPage(() => whereAll(User.query(ctx.knex), conditions), query);
}

function userMatch(q: string): SqlFragment {
  if (usesTrigrams(q)) {
    return {
      sql: "(email || ' ' || coalesce(first_name, '') || ' ' || coalesce(last_name, '')) ilike ?",
      bindings: [containsPattern(q)],
    };
  }
  const prefix = prefixPattern(q);
  return {
    sql: '(lower(email) like ? or lower(first_name) like ? or lower(last_name) like ?)',
    bindings: [prefix, prefix, prefix],
  };
}
