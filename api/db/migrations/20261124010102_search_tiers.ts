import type { Knex } from 'knex';

/**
 * The search box's prefix search (issue 12, item 2; the design and its limits are explained at
 * the top of api/src/services/companies/searchCompanies.ts).
 *
 * - "Popularity tiers": for each threshold T in TIERS, partial prefix indexes over the companies
 *   with at least T reviews, so the best-known companies matching a short prefix are found
 *   without reading every match.
 * - `company_prefix_search(q, domain, limit)`: exact matches, then each tier in turn, stopping
 *   when the list is full. A function so the whole cascade is one round trip with its plans
 *   cached per connection, and STABLE so every step sees one snapshot (review counts move
 *   constantly; one snapshot keeps the tiers disjoint and the order exact). Prefixes are index
 *   ranges [p, p || U+10FFFF) checked with left(), so no LIKE escaping and plans that stay good
 *   when cached generically.
 */
const TIERS = [1000, 100, 10] as const;

export async function up(knex: Knex): Promise<void> {
  for (const tier of TIERS) {
    await knex.raw(
      `create index companies_name_prefix_t${tier} on companies (lower(name) text_pattern_ops)
       where review_count >= ${tier}`,
    );
    await knex.raw(
      `create index companies_domain_prefix_t${tier} on companies (domain text_pattern_ops)
       where review_count >= ${tier}`,
    );
  }
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
  const prefix = `((c.domain ~>=~ p_domain and c.domain ~<~ domain_end
                    and left(c.domain, length(p_domain)) = p_domain)
                   or (lower(c.name) ~>=~ p_q and lower(c.name) ~<~ name_end
                       and left(lower(c.name), length(p_q)) = p_q))`;
  const exact = '(c.domain = p_domain or lower(c.name) = p_q)';
  await knex.raw(`
    create function company_prefix_search(p_q text, p_domain text, p_limit int)
    returns table (id int, name varchar, domain varchar)
    language plpgsql stable as $$
    declare
      n int := 0;
      k int;
      -- Above every string that starts with the prefix (U+10FFFF sorts after any character).
      domain_end text := p_domain || chr(1114111);
      name_end text := p_q || chr(1114111);
    begin
      ${step(exact)}
      ${bands.map((band) => step(`${band} and ${prefix} and not ${exact}`)).join('\n')}
    end $$`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop function company_prefix_search(text, text, int)');
  for (const tier of [...TIERS].reverse()) {
    await knex.raw(`drop index companies_domain_prefix_t${tier}`);
    await knex.raw(`drop index companies_name_prefix_t${tier}`);
  }
}
