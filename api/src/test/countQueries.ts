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

/**
 * The prepared-statement name (`db/preparedStatement.ts`) of each statement `work` runs,
 * `undefined` for an unnamed one; transaction control is left out.
 */
export async function recordStatementNames(
  knex: Knex,
  work: () => Promise<unknown>,
): Promise<Array<string | undefined>> {
  const names: Array<string | undefined> = [];
  const listener = (query: { sql: string; options?: { name?: string } }) => {
    if (!/^(begin|commit|rollback)/i.test(query.sql)) names.push(query.options?.name);
  };
  knex.on('query', listener);
  try {
    await work();
  } finally {
    knex.off('query', listener);
  }
  return names;
}
