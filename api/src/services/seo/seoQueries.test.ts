import type { Knex } from 'knex';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/database.ts';
import { buildCompany, buildReview } from '../../test/factories.ts';
import { readCompanyPageFacts } from './companyPageFacts.ts';
import { companySitemapEntries, companySitemapNumbers } from './sitemapCompanies.ts';

/** The statements `work` runs, with their bindings, to explain them afterwards. */
async function statementsOf(knex: Knex, work: () => Promise<unknown>) {
  const statements: Array<{ sql: string; bindings: unknown[] }> = [];
  const listener = (query: { sql: string; bindings?: unknown[] }) =>
    statements.push({ sql: query.sql, bindings: query.bindings ?? [] });
  knex.on('query', listener);
  try {
    await work();
  } finally {
    knex.off('query', listener);
  }
  return statements;
}

/**
 * The plan PostgreSQL picks for each statement of `work`, with sequential scans and sorts made
 * to look ruinous: the test tables are tiny, and this shows which index each statement can
 * walk, hence that its cost follows the rows it returns, not the number of companies.
 */
async function plansOf(knex: Knex, work: () => Promise<unknown>): Promise<string[]> {
  const statements = await statementsOf(knex, work);
  return knex.transaction(async (trx) => {
    await trx.raw('set local enable_seqscan = off');
    await trx.raw('set local enable_sort = off');
    const plans: string[] = [];
    for (const { sql, bindings } of statements) {
      const result = await trx.raw(
        `explain ${sql.replace(/\$\d+/g, '?')}`,
        bindings as Knex.ValueDict[],
      );
      plans.push(
        (result.rows as Array<{ 'QUERY PLAN': string }>).map((row) => row['QUERY PLAN']).join('\n'),
      );
    }
    return plans;
  });
}

describe('the queries behind search engine pages stay index walks at any size', () => {
  const db = useTestDatabase();

  it('reads a company file as one range of the indexable companies, each lastmod by one review index probe', async () => {
    const knex = db().knex;
    const company = await buildCompany(knex, { reviewCount: 1 });
    await buildReview(knex, company);
    const plans = await plansOf(knex, () => companySitemapEntries(knex, 1, 50_000));
    expect(plans).toHaveLength(1);
    const [plan] = plans;
    expect(plan).toMatch(/Index Scan using companies_sitemap_index on companies c\s/);
    expect(plan).toMatch(/Index Cond: \(\(id > \d+\) AND \(id <= \d+\)\)/);
    // Reviews only (complaints are not star ratings): the (company_id, type, created_at) index.
    expect(plan).toMatch(/reviews_company_(type|published)_index/);
    expect(plan).not.toContain('Seq Scan');
    expect(plan).not.toMatch(/\bSort\b/);
  });

  it('finds the company files with one probe of the indexable companies per file (a loose index scan)', async () => {
    const knex = db().knex;
    const plans = await plansOf(knex, () => companySitemapNumbers(knex, 50_000));
    expect(plans).toHaveLength(1);
    const [plan] = plans;
    expect(plan).toContain('Recursive Union');
    expect(plan).toMatch(/Index Only Scan using companies_sitemap_index on companies/);
    expect(plan).not.toContain('Seq Scan');
    expect(plan).not.toMatch(/\bSort\b/);
  });

  it('reads a company page’s facts by its domain and its newest published reviews', async () => {
    const knex = db().knex;
    const company = await buildCompany(knex);
    await buildReview(knex, company);
    const plans = await plansOf(knex, () => readCompanyPageFacts(knex, company.domain));
    expect(plans).toHaveLength(1);
    const [plan] = plans;
    // The unique index or the prefix one on the same column: either is one probe.
    expect(plan).toMatch(/Index Scan using companies_domain_\w+ on companies c\s/);
    expect(plan).toMatch(/Index Cond: \(\(domain\)::text = /);
    // Reviews only (complaints are not star ratings): the (company_id, type, created_at) index.
    expect(plan).toMatch(/reviews_company_(type|published)_index/);
    expect(plan).not.toContain('Seq Scan');
    expect(plan).not.toMatch(/\bSort\b/);
  });
});
