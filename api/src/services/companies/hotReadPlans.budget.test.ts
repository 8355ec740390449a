import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '#shared/catalogue/catalogue';
import { createContext } from '../../context.ts';
import { useTestDatabase } from '../../test/database.ts';
import { testConfig } from '../../test/testServer.ts';
import { categoryCountsJson } from './countCompaniesBySubcategory.ts';
import { findCompetitors } from './findCompetitors.ts';
import { listCategoryCompanies } from './listCategoryCompanies.ts';

/*
 * PostgreSQL plans a prepared statement for its first five runs, then keeps a generic plan
 * unless it prices that plan above their average. An unknown LIMIT prices it as if a tenth of
 * the matching rows were read, so a limit given as a binding made it plan the competitors and
 * the category pages again on every call (issue 12: at 1M companies that cost it more than
 * running them). Only with named prepared statements (DATABASE_PREPARED_STATEMENTS), on
 * PostgreSQL without a transaction-mode pooler.
 *
 * A budget, not a behaviour: it pins how many plans PostgreSQL keeps for these reads. When a
 * change adds a hot statement here or makes one plan per call on purpose, update the list of
 * expected plans and say why in the commit.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL || !!process.env.TEST_DATABASE_POOLER)(
  'the hot category reads keep one plan',
  () => {
    const db = useTestDatabase();

    it('runs the competitors, a first category page and the counts on a generic plan', async () => {
      const knex = db().knex;
      const main = CATALOGUE[0]!;
      const sub = main.subcategories[0]!;
      // A full subcategory, as at scale: thousands of companies against a page of 24.
      await knex.raw(
        `insert into companies (domain, name, category, subcategory)
       select 'plans-' || i || '.example', 'Plans ' || i, ?, ? from generate_series(1, 3000) as i`,
        [main.name, sub.name],
      );
      await knex.raw('analyze companies');
      const { id } = await knex('companies').where('domain', 'plans-1.example').first('id');

      const prepared = knex.withUserParams({ preparedStatements: true });
      await prepared.transaction(async (trx) => {
        // One connection, so its prepared statements are the ones read below.
        const ctx = createContext({ db: db(), config: testConfig(), knex: trx });
        for (let run = 0; run < 8; run++) {
          expect(await findCompetitors(ctx, id)).toHaveLength(5);
          for (const slug of [sub.slug, main.slug]) {
            const page = await listCategoryCompanies(ctx, slug, { limit: 24, offset: 0 });
            expect(page.companies).toHaveLength(24);
          }
          await categoryCountsJson(ctx);
        }
        const { rows } = await trx.raw(
          'select statement, generic_plans > 0 as generic from pg_prepared_statements',
        );
        // The competitors, the two first pages and the counts: four statements, each on one plan.
        expect(rows).toHaveLength(4);
        for (const row of rows) expect(row.generic, row.statement).toBe(true);
      });
    });
  },
);
