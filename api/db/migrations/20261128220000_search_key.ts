import type { Knex } from 'knex';
import { up as createLowerCaseTiers } from './20261124010102_search_tiers.ts';

/**
 * The search box matches names whatever their punctuation: "bailey conn" finds "Bailey, Conn
 * and Smith" and "Bailey - Conn", and "smith & s" finds "Smith & Sons". Before, a name was
 * matched as `lower(name)`, so a visitor who left out a comma or a dash found only companies
 * named with the first word alone (and, at a million companies, rarely the one they meant).
 *
 * - `company_search_key(text)`: lower-cased, every run of spaces and punctuation made one space,
 *   trimmed. ASCII punctuation by `[:punct:]`, plus the dashes, quotes and guillemets names are
 *   written with; letters of every script are left alone. The query goes through the same
 *   function in SQL, so both sides always agree. An immutable SQL function: the planner inlines
 *   it on both sides, so the expression indexes below serve the searches that call it.
 * - The name prefix indexes (the general one and the popularity tiers' partial ones, see
 *   20261124010102_search_tiers.ts) are rebuilt on the key instead of `lower(name)`.
 * - `company_prefix_search` compares keys. A text whose key is empty ("--") matches no name.
 *   The exact matches' ids are kept, so the bands exclude them by id instead of computing each
 *   row's key again.
 * - `company_similar_search`: the misspelt search's bounded candidates (the statement that was
 *   written inline in searchCompanies.ts), now on the key, as a PL/pgSQL function so each
 *   connection plans its eight index probes once instead of on every search (planning the
 *   inline statement cost about as much as running it).
 */
const TIERS = [1000, 100, 10] as const;

const KEY = `btrim(regexp_replace(lower(name), '[[:space:][:punct:]–—‘’“”«»]+', ' ', 'g'))`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create function company_search_key(name text) returns text
    language sql immutable parallel safe as $$ select ${KEY} $$`);
  await knex.raw('drop index companies_name_lower_prefix');
  await knex.raw(
    'create index companies_name_key_prefix on companies (company_search_key(name) text_pattern_ops)',
  );
  for (const tier of TIERS) {
    await knex.raw(`drop index companies_name_prefix_t${tier}`);
    await knex.raw(
      `create index companies_name_prefix_t${tier} on companies
       (company_search_key(name) text_pattern_ops) where review_count >= ${tier}`,
    );
  }
  await knex.raw(prefixSearchFunction());
  await knex.raw(SIMILAR_SEARCH_FUNCTION);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(
    'drop function company_similar_search(text[], text[], int[], boolean[], int[], text, int)',
  );
  await knex.raw('drop function company_prefix_search(text, text, int)');
  for (const tier of TIERS) {
    await knex.raw(`drop index companies_name_prefix_t${tier}, companies_domain_prefix_t${tier}`);
  }
  // The tiers' indexes (on lower(name), and the unchanged domain ones) and their cascade,
  // remade by that migration's own code rather than a copy of it.
  await createLowerCaseTiers(knex);
  await knex.raw('drop index companies_name_key_prefix');
  await knex.raw(
    'create index companies_name_lower_prefix on companies (lower(name) text_pattern_ops)',
  );
  await knex.raw('drop function company_search_key(text)');
}

/** Rows read in index order (no sort) from each lower tier's index, per variant. */
const SCANNED_PER_INDEX = 10;
const [, WELL_KNOWN, KNOWN] = TIERS;

/**
 * The candidates of some variants of the text (those whose `fallback` is `p_fallback`): for
 * each, at most its limit of exact names, one exact domain, the best-known (≥ WELL_KNOWN
 * reviews) prefix matches sorted by reviews, then the first SCANNED_PER_INDEX of the known
 * (≥ KNOWN) and of all prefix matches in index order, unsorted; `p_exclude` left out. The tiers
 * are literals so the partial indexes serve the cached generic plans.
 */
const candidatesOf = (fallback: boolean) => `
      select s.id from (
        select k.k, t.d, t.n, k.k || chr(1114111) as k_end, t.d || chr(1114111) as d_end
        from unnest(p_texts, p_domains, p_limits, p_fallback) as t(q, d, n, fallback),
          lateral (select nullif(company_search_key(t.q), '') as k) k
        where t.fallback = ${fallback}
      ) v, lateral (
        (select c.id from companies c where company_search_key(c.name) = v.k limit v.n)
        union all
        (select c.id from companies c where c.domain = v.d limit 1)
        union all
        (select c.id from companies c where c.review_count >= ${WELL_KNOWN}
           and company_search_key(c.name) ~>=~ v.k and company_search_key(c.name) ~<~ v.k_end
         order by c.review_count desc limit v.n)
        union all
        (select c.id from companies c where c.review_count >= ${WELL_KNOWN}
           and c.domain ~>=~ v.d and c.domain ~<~ v.d_end
         order by c.review_count desc limit v.n)
        union all
        (select c.id from companies c where c.review_count >= ${KNOWN}
           and company_search_key(c.name) ~>=~ v.k and company_search_key(c.name) ~<~ v.k_end
         limit ${SCANNED_PER_INDEX})
        union all
        (select c.id from companies c where c.review_count >= ${KNOWN}
           and c.domain ~>=~ v.d and c.domain ~<~ v.d_end
         limit ${SCANNED_PER_INDEX})
        union all
        (select c.id from companies c
         where company_search_key(c.name) ~>=~ v.k and company_search_key(c.name) ~<~ v.k_end
         limit ${SCANNED_PER_INDEX})
        union all
        (select c.id from companies c where c.domain ~>=~ v.d and c.domain ~<~ v.d_end
         limit ${SCANNED_PER_INDEX})
      ) s
      where s.id <> all(p_exclude)`;

/**
 * Companies resembling `p_q` (the text as corrected) among bounded candidates: those of the
 * variants of the text (`p_texts`, with `p_domains` and how many each may bring, `p_limits`);
 * only when they are fewer than `p_limit`, those of the fallback variants too (`p_fallback`:
 * the first word alone, whose candidates rarely outrank companies starting with the whole
 * corrected text). Ranked by pg_trgm similarity of name or domain to `p_q`, then reviews, then
 * id. Every column is qualified: the output columns (id, name, domain) are PL/pgSQL variables.
 */
const SIMILAR_SEARCH_FUNCTION = `
  create function company_similar_search(p_texts text[], p_domains text[], p_limits int[],
    p_fallback boolean[], p_exclude int[], p_q text, p_limit int)
  returns table (id int, name varchar, domain varchar)
  language plpgsql stable as $$
  declare
    found int[];
  begin
    select coalesce(array_agg(x.id), '{}') into found from (${candidatesOf(false)}) x;
    if cardinality(array(select distinct unnest(found))) < p_limit then
      found := found || array(${candidatesOf(true)});
    end if;
    return query
    select c.id, c.name, c.domain from companies c
    where c.id = any(found)
    order by greatest(similarity(c.name, p_q), similarity(c.domain, p_q)) desc,
      c.review_count desc, c.id
    limit p_limit;
  end $$`;

/** The tiers' cascade (20261124010102_search_tiers.ts), on the key. */
function prefixSearchFunction(): string {
  const bands = [
    ...TIERS.map(
      (low, i) => `c.review_count >= ${low}${i > 0 ? ` and c.review_count < ${TIERS[i - 1]}` : ''}`,
    ),
    `c.review_count < ${TIERS[TIERS.length - 1]}`,
  ];
  const step = (where: string) => `
      return query
        select c.id, c.name, c.domain from companies c
        where ${where}
        order by c.review_count desc, length(c.name), c.id
        limit p_limit - n;
      get diagnostics k = row_count;
      n := n + k;
      if n >= p_limit then return; end if;`;
  const name = 'company_search_key(c.name)';
  const prefix = `((c.domain ~>=~ p_domain and c.domain ~<~ domain_end
                    and left(c.domain, length(p_domain)) = p_domain)
                   or (${name} ~>=~ name_key and ${name} ~<~ name_end))`;
  const exact = `(c.domain = p_domain or ${name} = name_key)`;
  return `
    create or replace function company_prefix_search(p_q text, p_domain text, p_limit int)
    returns table (id int, name varchar, domain varchar)
    language plpgsql stable as $$
    declare
      n int := 0;
      k int;
      -- Above every string that starts with the prefix (U+10FFFF sorts after any character).
      domain_end text := p_domain || chr(1114111);
      -- Null when the text is only punctuation: then no name matches.
      name_key text := nullif(company_search_key(p_q), '');
      name_end text := name_key || chr(1114111);
      exact_ids int[] := '{}';
      r record;
    begin
      for r in
        select c.id, c.name, c.domain from companies c where ${exact}
        order by c.review_count desc, length(c.name), c.id
        limit p_limit
      loop
        id := r.id;
        name := r.name;
        domain := r.domain;
        return next;
        exact_ids := exact_ids || r.id;
      end loop;
      n := cardinality(exact_ids);
      if n >= p_limit then return; end if;
      ${bands.map((band) => step(`${band} and ${prefix} and c.id <> all(exact_ids)`)).join('\n')}
    end $$`;
}
