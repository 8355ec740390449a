import type { Knex } from 'knex';
import { describe, expect, it } from 'vitest';
import { normalizeDomain } from '#shared/domain/normalizeDomain';
import { createContext } from '../../context.ts';
import { useTestDatabase } from '../../test/database.ts';
import { buildCompany, buildReview } from '../../test/factories.ts';
import { insertCompanies } from '../../test/jobs.ts';
import { testConfig } from '../../test/testServer.ts';
import { rebuildDerivedData } from './rebuildDerivedData.ts';
import { SEARCH_TIERS, searchCompanies } from './searchCompanies.ts';

const WORDS = ['acme', 'acorn', 'apex', 'atlas', 'alpine', 'beacon', 'birch', 'cedar', 'delta'];
const SUFFIXES = ['llc', 'group', 'labs', 'and sons', 'partners'];

/** The plain prefix query the tiers must reproduce exactly (the service before issue 12). */
async function referencePrefix(knex: Knex, text: string, limit: number) {
  const q = text.trim().toLowerCase();
  const domain = normalizeDomain(q) || q;
  const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
  // A name matches by its key, punctuation aside; a key has no LIKE wildcards to escape.
  const { rows } = await knex.raw<{ rows: Array<{ id: number }> }>(
    `with t as (select nullif(company_search_key(:q), '') as key)
     select id from companies, t
     where domain like :domainPrefix or company_search_key(name) like t.key || '%'
     order by (domain = :domain or company_search_key(name) = t.key) desc,
       review_count desc, length(name), id
     limit :limit`,
    { q, domain, domainPrefix: `${escapeLike(domain)}%`, limit },
  );
  return rows.map((row) => row.id);
}

/** Review counts spread over every tier, with ties and companies right at the boundaries. */
function reviewCountFor(i: number): number {
  const band = i % 10;
  if (band === 0) return 1000 + (i % 7) * 300;
  if (band <= 2) return 100 + ((i * 37) % 900);
  if (band <= 5) return 10 + ((i * 13) % 90);
  return (i * 7) % 10;
}

describe('searchCompanies', () => {
  const db = useTestDatabase();
  const ctx = () => createContext({ db: db(), config: testConfig() });

  it('uses one pair of partial prefix indexes per tier', async () => {
    const { rows } = await db().knex.raw<{ rows: Array<{ indexdef: string }> }>(
      `select indexdef from pg_indexes where tablename = 'companies' and indexdef like '%WHERE%review_count%'`,
    );
    for (const tier of SEARCH_TIERS) {
      const forTier = rows.filter((row) => row.indexdef.includes(`>= ${tier})`));
      expect(
        forTier.map((row) => /company_search_key|domain/.exec(row.indexdef)?.[0]).sort(),
      ).toEqual(['company_search_key', 'domain']);
    }
  });

  it('returns exactly the plain prefix query, exact match first, as review counts move', async () => {
    const knex = db().knex;
    const rows = Array.from({ length: 360 }, (_, i) => {
      const name = `${WORDS[i % WORDS.length]}${i % 4 === 0 ? '' : ` ${WORDS[(i * 5) % WORDS.length]}`} ${SUFFIXES[i % SUFFIXES.length]}`;
      const slug = name.replace(/[^a-z]+/g, '-');
      return {
        domain: `${slug}-${i}.com`,
        name: name.replace(/^./, (c) => c.toUpperCase()),
        reviewCount: reviewCountFor(i),
      };
    });
    const companies = await insertCompanies(knex, rows);
    // An exact name and an exact domain with no reviews at all.
    await buildCompany(knex, { name: 'Acme', domain: 'zz-exact.com' });
    await buildCompany(knex, { name: 'Unrelated Co', domain: 'acme-labs' });

    const prefixes = [
      'ac',
      'acm',
      'acme',
      'acme ',
      'acme a',
      'acme-a',
      'ap',
      'at',
      'atlas b',
      'al',
      'be',
      'bi',
      'ce',
      'de',
      'delta c',
      'acme labs',
      'acme-labs',
      'https://www.acme-labs',
      'ACME',
      'zz',
      'a',
      'cedar-',
    ];
    const compare = async () => {
      for (const text of prefixes) {
        for (const limit of [1, 5, 20]) {
          const expected = await referencePrefix(knex, text, limit);
          const found = (await searchCompanies(ctx(), text, limit)).map((c) => c.id);
          if (text.trim().length < 2) {
            expect(found).toEqual([]);
            continue;
          }
          // The prefix part is exactly the reference; similar names may follow it.
          expect({ text, limit, ids: found.slice(0, expected.length) }).toEqual({
            text,
            limit,
            ids: expected,
          });
          expect(new Set(found).size).toBe(found.length);
          expect(found.length).toBeLessThanOrEqual(limit);
        }
      }
    };
    await compare();
    expect((await searchCompanies(ctx(), 'acme', 5))[0]).toMatchObject({ name: 'Acme' });
    // Punctuation aside, "acme-labs" is exactly the domain acme-labs and the name "Acme labs":
    // all of them first.
    const found = await searchCompanies(ctx(), 'acme-labs', 20);
    const exact = found.filter((c) => c.domain === 'acme-labs' || c.name === 'Acme labs');
    expect(exact.map((c) => c.domain)).toContain('acme-labs');
    expect(exact.length).toBeGreaterThan(1);
    expect(found.slice(0, exact.length)).toEqual(exact);

    // Reviews arrive and leave: companies cross every tier boundary, up and down.
    for (const [i, company] of companies.entries()) {
      if (i % 3 === 0) continue;
      const count = reviewCountFor(i);
      const moved = SEARCH_TIERS.find((tier) => count < tier && count >= tier / 10)
        ? count + (i % 2 === 0 ? 900 : 95)
        : Math.max(0, count - (i % 2 === 0 ? 995 : 91));
      await knex('companies').where('id', company.id).update({ reviewCount: moved });
    }
    const boundary = companies[1]!;
    await knex('companies').where('id', boundary.id).update({ reviewCount: 9 });
    await buildReview(knex, boundary, { rating: 5 }); // 9 → 10: into the lowest tier
    await compare();
  });

  it('suggests companies whose name or domain is misspelt', async () => {
    const knex = db().knex;
    const target = await buildCompany(knex, {
      name: 'Erdman, Mayert and Corwin',
      domain: 'erdman-mayert-corwin.com',
    });
    const single = await buildCompany(knex, { name: 'Bradtke Logistics', domain: 'bradtke.io' });
    await buildCompany(knex, { name: 'Zentrax', domain: 'zentrax.com' });
    for (let i = 0; i < 8; i++) {
      await buildCompany(knex, { name: `Erdman Holdings ${i}`, domain: `erdman-${i}.com` });
    }
    const ids = async (text: string) => (await searchCompanies(ctx(), text, 5)).map((c) => c.id);

    expect(await ids('erdman, mayrt and corwin')).toContain(target.id); // a letter dropped
    expect((await ids('erdman, mayrt and corwin'))[0]).toBe(target.id); // best match first
    expect(await ids('erdmann, mayert and corwin')).toContain(target.id); // a letter doubled
    expect(await ids('erdman, maeyrt and corwin')).toContain(target.id); // two letters swapped
    expect(await ids('erdman-mayret-corwin.com')).toContain(target.id); // in the domain
    expect(await ids('bradke')).toContain(single.id);
    expect(await ids('bradtke logistcs')).toContain(single.id);
    expect(await ids('zentri')).toContain(
      (await knex('companies').where({ domain: 'zentrax.com' }).first()).id,
    );
    expect(await ids('qqqqqq')).toEqual([]);
    // A second word nothing resembles: the first word alone is the fallback.
    const erdmans = await knex('companies').where('name', 'like', 'Erdman%').pluck('id');
    const fallback = await ids('erdmann qqqqqq');
    expect(fallback.length).toBe(5);
    expect(erdmans).toEqual(expect.arrayContaining(fallback));
  });

  it('matches names whatever their punctuation, typed right or misspelt', async () => {
    const knex = db().knex;
    // Many better-known companies share the first word, so the first word alone would not find it.
    const others = Array.from({ length: 60 }, (_, i) => ({
      name: `Bailey - ${WORDS[i % WORDS.length]} ${i}`,
      domain: `bailey-other-${i}.com`,
      reviewCount: 20 + i,
    }));
    await insertCompanies(knex, others);
    const target = await buildCompany(knex, {
      name: 'Bailey, Conn and Smith',
      domain: 'bcs-partners.com',
    });
    const sons = await buildCompany(knex, { name: 'Smith & Sons', domain: 'smithsons.co.uk' });
    const cafe = await buildCompany(knex, { name: 'Café – Bar «Müller»', domain: 'cafe-mu.de' });
    const first = async (text: string) => ({
      text,
      id: (await searchCompanies(ctx(), text, 5))[0]?.id,
    });

    expect(await first('bailey conn')).toEqual({ text: 'bailey conn', id: target.id });
    expect(await first('Bailey conn and s')).toEqual({ text: 'Bailey conn and s', id: target.id });
    expect(await first('bailey-conn')).toEqual({ text: 'bailey-conn', id: target.id });
    expect(await first('bailey, co')).toEqual({ text: 'bailey, co', id: target.id });
    expect(await first('baily conn')).toEqual({ text: 'baily conn', id: target.id });
    // Letters swapped near the start: too few trigrams left, found one typo away instead.
    expect(await first('baliey conn')).toEqual({ text: 'baliey conn', id: target.id });
    expect(await first('bailey cnon')).toEqual({ text: 'bailey cnon', id: target.id }); // misspelt, then matched by its key
    expect(await first('smith & s')).toEqual({ text: 'smith & s', id: sons.id });
    expect(await first('smith sons')).toEqual({ text: 'smith sons', id: sons.id });
    expect(await first('café bar müller')).toEqual({ text: 'café bar müller', id: cafe.id });
    expect(await searchCompanies(ctx(), '--', 5)).toEqual([]);
  });

  it('learns the words of new and renamed companies, and forgets stale ones on rebuild', async () => {
    const knex = db().knex;
    const words = async () => (await knex('company_search_words').pluck('word')) as string[];
    const company = await buildCompany(knex, { name: 'Quokka Ventures', domain: 'qv-1.io' });
    expect(await words()).toEqual(expect.arrayContaining(['quokka', 'ventures', 'qv', 'io']));
    expect((await searchCompanies(ctx(), 'qokka ventures', 5)).map((c) => c.id)).toContain(
      company.id,
    );

    await knex('companies').where('id', company.id).update({ name: 'Wombat Ventures' });
    expect(await words()).toContain('wombat');
    expect((await searchCompanies(ctx(), 'wombt ventures', 5)).map((c) => c.id)).toContain(
      company.id,
    );

    await rebuildDerivedData(knex);
    expect(await words()).not.toContain('quokka');
    expect(await words()).toEqual(expect.arrayContaining(['wombat', 'ventures']));
  });
});
