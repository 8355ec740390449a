import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/database.ts';
import { buildCompany } from '../test/factories.ts';
import { useTestServer } from '../test/testServer.ts';
import { joinSql, runSql, sql, sqlText } from './sql.ts';

describe('sql: a statement and its values in one fragment', () => {
  it('makes each value a binding and splices fragments in with theirs, in order', () => {
    const mine = sql`voter_id = ${'v-1'}`;
    const statement = sql`select id from review_votes where review_id = ${7} and ${mine} limit ${sqlText('5')}`;
    expect(statement.text).toBe(
      'select id from review_votes where review_id = ? and voter_id = ? limit 5',
    );
    expect(statement.values).toEqual([7, 'v-1']);
    const joined = joinSql([sql`a = ${1}`, sql`b = ${2}`], ' or ');
    expect(joined.text).toBe('a = ? or b = ?');
    expect(joined.values).toEqual([1, 2]);
  });
});

describe('runSql', () => {
  const db = useTestDatabase();
  const server = useTestServer(db);
  // Named prepared statements on PostgreSQL, unless behind a transaction-mode pooler
  // (scripts/ci/withPgbouncer.sh), where they are off as they must be.
  const prepared = !!process.env.TEST_DATABASE_URL && !process.env.TEST_DATABASE_POOLER;

  it('keeps a question mark written in the text a question mark, not a binding', async () => {
    const [row] = await runSql<{ hasKey: boolean; value: string }>(
      db().knex,
      sql`select '{"a": 1}'::jsonb ? 'a' as has_key, ${'it?'}::text as value`,
    );
    // Keys as every knex query gives them: camelCase.
    expect(row).toEqual({ hasKey: true, value: 'it?' });
  });

  it('costs a migration that changes a returned column type under a running server a few retried queries, never a stream of errors', async () => {
    const knex = db().knex;
    // With named prepared statements on (the option this guards); unnamed statements (the
    // default, and always on the embedded database) never fail this way.
    const options = knex.userParams;
    if (prepared) knex.userParams = { ...options, preparedStatements: true };
    const failures: string[] = [];
    const onError = (error: { code?: string }) => {
      if (error.code === '0A000') failures.push(String(error));
    };
    knex.on('query-error', onError);
    try {
      await buildCompany(knex, { domain: 'widening.com' });
      const read = async () =>
        (await server().client().get('/api/companies/domain/widening.com')).status;
      const readMany = () => Promise.all(Array.from({ length: 8 }, read));
      // Several at once, so several pooled connections have the read prepared.
      expect(await readMany()).toEqual(Array(8).fill(200));

      await knex.raw('alter table companies alter column phone type text');
      try {
        for (let i = 0; i < 5; i++) expect(await read()).toBe(200);
        expect(await readMany()).toEqual(Array(8).fill(200));
        // Each failure renames every statement, so only statements already on their way when
        // the first one failed can fail too (one in a quiet run; a few when a busy machine
        // overlaps them with background writes): never one per read.
        const atTheChange = failures.length;
        expect(atTheChange).toBeLessThanOrEqual(prepared ? 8 : 0);
        for (let i = 0; i < 10; i++) expect(await read()).toBe(200);
        expect(await readMany()).toEqual(Array(8).fill(200));
        expect(failures.length).toBe(atTheChange);
      } finally {
        await knex.raw('alter table companies alter column phone type varchar(50)');
      }
    } finally {
      knex.off('query-error', onError);
      knex.userParams = options;
    }
  });
});
