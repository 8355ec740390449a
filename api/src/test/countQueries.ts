import type { Knex } from 'knex';

/** What knex reports of a statement it runs. */
export interface RanQuery {
  sql: string;
  bindings?: readonly Knex.Value[];
}

/** Runs `work` with `onQuery` called for every statement knex runs meanwhile. */
async function watchQueries(
  knex: Knex,
  onQuery: (query: RanQuery) => void,
  work: () => Promise<unknown>,
): Promise<void> {
  knex.on('query', onQuery);
  try {
    await work();
  } finally {
    knex.off('query', onQuery);
  }
}

/**
 * The SQL statements `work` makes `knex` run (through the server too, since tests share one
 * database object with it), transaction control included: for tests that pin how many round
 * trips a request costs, so a needless query added later fails a test.
 */
export async function recordQueries(knex: Knex, work: () => Promise<unknown>): Promise<string[]> {
  const statements: string[] = [];
  await watchQueries(knex, (query) => statements.push(query.sql), work);
  return statements;
}

/**
 * The statements `work` makes `knex` run, as knex reports them (text and values): for tests
 * that look at a statement the app builds, such as its plan.
 */
export async function recordStatements(
  knex: Knex,
  work: () => Promise<unknown>,
): Promise<RanQuery[]> {
  const statements: RanQuery[] = [];
  await watchQueries(knex, (query) => statements.push(query), work);
  return statements;
}
