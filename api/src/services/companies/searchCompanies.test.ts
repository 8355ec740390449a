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
  const { rows } = await knex.raw<{ rows: Array<{ id: number }> }>(
    `select id from companies
     where domain like :domainPrefix or lower(name) like :namePrefix
     order by (domain = :domain or lower(name) = :q) desc, review_count desc, length(name), id
     limit :limit`,
    { q, domain, domainPrefix: `${escapeLike(domain)}%`, namePrefix: `${escapeLike(q)}%`, limit },
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
      expect(forTier.map((row) => /lower|domain/.exec(row.indexdef)?.[0]).sort()).toEqual([
        'domain',
        'lower',
      ]);
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
    expect((await searchCompanies(ctx(), 'acme-labs', 5))[0]).toMatchObject({
      domain: 'acme-labs',
    });

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
