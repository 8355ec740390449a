import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/database.ts';
import { COMPANY_COLUMNS, REVIEW_COLUMNS } from './tableColumns.ts';

describe('the named column lists of prepared statements', () => {
  const db = useTestDatabase();

  it.each([
    ['reviews', REVIEW_COLUMNS],
    ['companies', COMPANY_COLUMNS],
  ])('list every column of %s, in order', async (table, columns) => {
    const { rows } = await db().knex.raw<{ rows: Array<{ column_name: string }> }>(
      `select column_name from information_schema.columns
       where table_name = ? and table_schema = current_schema() order by ordinal_position`,
      [table],
    );
    expect([...columns]).toEqual(rows.map((row) => row.column_name));
  });
});
