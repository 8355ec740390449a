import { normalizeDomain } from '#shared/domain/normalizeDomain';
import type { Context } from '../../context.ts';
import type { Company } from '../../models/Company.ts';

export const SEARCH_MIN_LENGTH = 2;

type Suggestion = Pick<Company, 'id' | 'name' | 'domain'>;

/**
 * Suggestions for the search box: companies whose domain or name starts with the text first
 * (an exact match, then the most reviewed), then companies that merely resemble it (pg_trgm
 * similarity), best match first. Fewer than 2 characters → nothing.
 *
 * Two queries rather than one: a short prefix can match thousands of companies, and ranking
 * those by similarity() costs ~100 ms at 100k companies; ranking by counters is cheap, and the
 * similarity search only runs when prefixes do not fill the list.
 */
export async function searchCompanies(
  ctx: Context,
  text: string,
  limit: number,
): Promise<Suggestion[]> {
  const q = text.trim().toLowerCase();
  if (q.length < SEARCH_MIN_LENGTH) return [];
  const domain = normalizeDomain(q) || q;
  const bindings = {
    q,
    domain,
    domainPrefix: `${escapeLike(domain)}%`,
    namePrefix: `${escapeLike(q)}%`,
    limit,
  };
  const isPrefix = 'domain like :domainPrefix or lower(name) like :namePrefix';
  const prefix = await ctx.knex.raw<{ rows: Suggestion[] }>(
    `select id, name, domain from companies
     where ${isPrefix}
     order by (domain = :domain or lower(name) = :q) desc, review_count desc, length(name), id
     limit :limit`,
    bindings,
  );
  if (prefix.rows.length >= limit) return prefix.rows;
  const similar = await ctx.knex.raw<{ rows: Suggestion[] }>(
    `select id, name, domain from companies
     where (name % :q or domain % :q) and not (${isPrefix})
     order by greatest(similarity(name, :q), similarity(domain, :q)) desc, review_count desc, id
     limit :rest`,
    { ...bindings, rest: limit - prefix.rows.length },
  );
  return [...prefix.rows, ...similar.rows];
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
