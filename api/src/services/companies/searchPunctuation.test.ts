import { describe, expect, it } from 'vitest';
import { createContext } from '../../context.ts';
import { useTestDatabase } from '../../test/database.ts';
import { buildCompany } from '../../test/factories.ts';
import { testConfig } from '../../test/testServer.ts';
import { searchCompanies } from './searchCompanies.ts';

describe('searchCompanies with quotes and knex binding characters in the text', () => {
  const db = useTestDatabase();
  it.each(["o'", "o'reilly", "o'reilly media", 'what?', "a?b'c", 'x:y', '::', '??'])(
    'answers %s',
    async (text) => {
      await db().knex('companies').where('domain', 'oreilly.com').delete();
      await buildCompany(db().knex, { name: "O'Reilly Media", domain: 'oreilly.com' });
      const ctx = createContext({ db: db(), config: testConfig(), actor: { type: 'anonymous' } });
      await expect(searchCompanies(ctx, text, 5)).resolves.toBeInstanceOf(Array);
    },
  );
});
