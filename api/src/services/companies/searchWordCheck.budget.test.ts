import { describe, expect, it } from 'vitest';
import { createContext } from '../../context.ts';
import { useTestDatabase } from '../../test/database.ts';
import { buildCompany } from '../../test/factories.ts';
import { testConfig } from '../../test/testServer.ts';
import { searchCompanies } from './searchCompanies.ts';

/*
 * A budget, not a behaviour: the misspelt search's word check reads the vocabulary through its
 * trigram index, never by scanning every word (migration 20261129013000). Inline, PostgreSQL
 * scanned a vocabulary of a few thousand words on every misspelt search, computing each word's
 * trigrams: 40 ms per word at 53,000 words. If a planner change makes a scan right again,
 * update the expected counts and say in the commit what the word check reads instead.
 */
describe('the misspelt search', () => {
  const db = useTestDatabase();

  it('checks a mistyped word against a vocabulary of thousands through the index', async () => {
    const knex = db().knex;
    await buildCompany(knex, { name: 'Gutmann Hegmann', domain: 'gutmann-hegmann.example' });
    // A vocabulary the size of a catalogue of tens of thousands of names.
    await knex.raw(
      `insert into company_search_words (word)
       select substr(md5(i::text), 1, 5 + i % 5) from generate_series(1, 4000) as i
       on conflict do nothing`,
    );
    await knex.raw('analyze company_search_words');

    await knex.transaction(async (trx) => {
      // One connection, whose own table statistics count the search's reads. They may still
      // hold the connection's earlier reads (PostgreSQL reports them in batches): the test
      // compares before and after.
      const ctx = createContext({ db: db(), config: testConfig(), knex: trx });
      const reads = async () => {
        const { rows } = await trx.raw(
          `select seq_scan, idx_scan from pg_stat_xact_user_tables
           where relname = 'company_search_words'`,
        );
        return { scans: Number(rows[0].seq_scan), probes: Number(rows[0].idx_scan) };
      };
      const before = await reads();
      const found = await searchCompanies(ctx, 'gutmnan hegmann', 5);
      expect(found.map((company) => company.name)).toContain('Gutmann Hegmann');
      const after = await reads();
      expect(after.scans - before.scans).toBe(0);
      expect(after.probes).toBeGreaterThan(before.probes);
    });
  });
});
