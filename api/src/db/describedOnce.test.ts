import type { Knex } from 'knex';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/database.ts';
import { runStatement } from './preparedStatement.ts';

/*
 * `DescribedOnceQuery` is what `runStatement` sends on PostgreSQL (the embedded database has no
 * wire protocol). These run each statement several times on one connection (a transaction's)
 * and count the Describe messages the connection writes.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('a prepared statement described once', () => {
  const db = useTestDatabase({ migrated: false });

  /** Runs `work` on one connection, counting the Describe messages sent meanwhile. */
  async function onOneConnection(
    work: (trx: Knex.Transaction) => Promise<void>,
  ): Promise<{ describes: number }> {
    let describes = 0;
    await db().knex.transaction(async (trx) => {
      const client = (await trx.client.acquireConnection()) as pg.Client & {
        connection: { describe(message: unknown): void };
      };
      const wire = client.connection;
      const describe = wire.describe.bind(wire);
      wire.describe = (message) => {
        describes++;
        describe(message);
      };
      try {
        await work(trx);
      } finally {
        wire.describe = describe;
      }
    });
    return { describes };
  }

  const typedRow = `select ?::int as small_number, ?::bigint as big_number, ?::numeric as ratio,
    ?::timestamptz as created_at, ?::jsonb as details, ?::text[] as tags, null::text as nothing`;
  const values = [7, '9007199254740991', '0.25', '2026-11-27T10:00:00Z', '{"a":[1]}', ['x', 'y']];
  const expected = {
    smallNumber: 7,
    bigNumber: 9007199254740991,
    ratio: 0.25,
    createdAt: new Date('2026-11-27T10:00:00Z'),
    details: { a: [1] },
    tags: ['x', 'y'],
    nothing: null,
  };

  it('describes on the first execution only, and reads the same rows every time', async () => {
    const answers: unknown[] = [];
    const { describes } = await onOneConnection(async (trx) => {
      for (let run = 0; run < 3; run++) {
        answers.push(await runStatement(trx, 'test-described-once-types', typedRow, values));
      }
    });
    expect(describes).toBe(1);
    expect(answers).toEqual([[expected], [expected], [expected]]);
  });

  it('keeps each statement’s own shape on a connection', async () => {
    const { describes } = await onOneConnection(async (trx) => {
      for (let run = 0; run < 2; run++) {
        expect(
          await runStatement(trx, 'test-described-once-a', 'select ?::int as first_column', [run]),
        ).toEqual([{ firstColumn: run }]);
        expect(
          await runStatement(trx, 'test-described-once-b', 'select ?::text as other_column', [
            `b${run}`,
          ]),
        ).toEqual([{ otherColumn: `b${run}` }]);
      }
    });
    expect(describes).toBe(2);
  });

  it('returns many rows, and none, from the kept shape', async () => {
    const series = 'select n as row_number from generate_series(1, ?::int) as n';
    const { describes } = await onOneConnection(async (trx) => {
      expect(await runStatement(trx, 'test-described-once-series', series, [3])).toHaveLength(3);
      expect(await runStatement(trx, 'test-described-once-series', series, [0])).toEqual([]);
      expect(await runStatement(trx, 'test-described-once-series', series, [2])).toEqual([
        { rowNumber: 1 },
        { rowNumber: 2 },
      ]);
    });
    expect(describes).toBe(1);
  });

  it('describes a statement without rows once too', async () => {
    const { describes } = await onOneConnection(async (trx) => {
      await trx.raw('create temporary table described_once_writes (value int)');
      for (let run = 0; run < 3; run++) {
        expect(
          await runStatement(
            trx,
            'test-described-once-insert',
            'insert into described_once_writes values (?)',
            [run],
          ),
        ).toEqual([]);
      }
      expect((await trx('described_once_writes').count({ n: '*' }))[0]).toEqual({ n: 3 });
    });
    expect(describes).toBe(1);
  });

  it('fails one execution whose value cannot be sent, and the connection goes on', async () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    const statement = 'select ?::jsonb as details';
    const { describes } = await onOneConnection(async (trx) => {
      expect(await runStatement(trx, 'test-described-once-bind', statement, [{ a: 1 }])).toEqual([
        { details: { a: 1 } },
      ]);
      await expect(
        runStatement(trx, 'test-described-once-bind', statement, [circular]),
      ).rejects.toThrow(/circular/i);
      expect(await runStatement(trx, 'test-described-once-bind', statement, [{ b: 2 }])).toEqual([
        { details: { b: 2 } },
      ]);
    });
    // The failure dropped the kept shape: the next execution described again.
    expect(describes).toBe(2);
  });

  it('describes again after an execution failed', async () => {
    const statement = 'select 10 / ?::int as quotient';
    const { describes } = await onOneConnection(async (trx) => {
      await trx.raw('savepoint before_failure');
      expect(await runStatement(trx, 'test-described-once-fails', statement, [5])).toEqual([
        { quotient: 2 },
      ]);
      await expect(runStatement(trx, 'test-described-once-fails', statement, [0])).rejects.toThrow(
        /^select 10 \/ \$1::int as quotient - division by zero/,
      );
      await trx.raw('rollback to savepoint before_failure');
      expect(await runStatement(trx, 'test-described-once-fails', statement, [2])).toEqual([
        { quotient: 5 },
      ]);
    });
    expect(describes).toBe(2);
  });
});
