import type { Knex } from 'knex';

/**
 * The SQL statements `work` makes `knex` run (through the server too, since tests share one
 * database object with it), transaction control included: for tests that pin how many round
 * trips a request costs, so a needless query added later fails a test.
 */
export async function recordQueries(knex: Knex, work: () => Promise<unknown>): Promise<string[]> {
  const statements: string[] = [];
  const listener = (query: { sql: string }) => statements.push(query.sql);
  knex.on('query', listener);
  try {
    await work();
  } finally {
    knex.off('query', listener);
  }
  return statements;
}
