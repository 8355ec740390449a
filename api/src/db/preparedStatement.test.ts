import { describe, expect, it } from 'vitest';
import { recordStatementNames } from '../test/countQueries.ts';
import { useTestDatabase } from '../test/database.ts';
import { runNamedStatement, runStatement } from './preparedStatement.ts';

describe('runStatement', () => {
  const db = useTestDatabase({ migrated: false });

  it('answers rows with camelCase keys, as knex queries on this database do', async () => {
    const rows = await runStatement(
      db().knex,
      'test-run-statement-keys',
      'select ?::int as first_value, ?::text as second_value',
      [41, 'forty-two'],
    );
    expect(rows).toEqual([{ firstValue: 41, secondValue: 'forty-two' }]);
  });

  it('takes :name bindings, one value used in several places', async () => {
    const rows = await runNamedStatement(
      db().knex,
      'test-run-statement-named-bindings',
      'select :n::int + 1 as next, :n::int - 1 as previous, :word::text as word',
      { n: 10, word: 'ten' },
    );
    expect(rows).toEqual([{ next: 11, previous: 9, word: 'ten' }]);
  });

  it('is announced to query listeners under its prepared name, like any knex query', async () => {
    const names = await recordStatementNames(db().knex, () =>
      runStatement(db().knex, 'test-run-statement-named', 'select 1 as one', []),
    );
    expect(names).toEqual(['test-run-statement-named']);
  });

  it('runs on the transaction’s connection inside a transaction, seeing its uncommitted rows', async () => {
    const { knex } = db();
    await knex.raw('create table run_statement_rows (value text)');
    await knex
      .transaction(async (trx) => {
        await trx('run_statement_rows').insert({ value: 'not committed' });
        const inside = await runStatement(
          trx,
          'test-run-statement-trx',
          'select value from run_statement_rows',
          [],
        );
        expect(inside).toEqual([{ value: 'not committed' }]);
        throw new Error('roll back');
      })
      .catch((error: Error) => expect(error.message).toBe('roll back'));
    expect(
      await runStatement(
        knex,
        'test-run-statement-trx',
        'select value from run_statement_rows',
        [],
      ),
    ).toEqual([]);
  });

  it('names the statement in its error and gives the connection back to the pool', async () => {
    const { knex } = db();
    // More failures than the pool has connections (10): each must give its connection back.
    for (let attempt = 0; attempt < 12; attempt++) {
      await expect(
        runStatement(
          knex,
          'test-run-statement-error',
          'select * from no_such_table where id = ?',
          [7],
        ),
      ).rejects.toThrow(/^select \* from no_such_table where id = \$1 - .*no_such_table/);
    }
    // And the pool still serves more statements at once than it has connections.
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        runStatement(knex, 'test-run-statement-pool', 'select ?::int as n', [i]),
      ),
    );
    expect(answers.map(([row]) => row!.n)).toEqual(Array.from({ length: 25 }, (_, i) => i));
  });
});
