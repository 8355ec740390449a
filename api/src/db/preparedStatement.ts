import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { Model, QueryBuilder } from 'objection';
import { runStatement } from './runStatement.ts';

/**
 * Query options that run a statement as a named prepared statement (`knex.raw(…).options(…)`,
 * or a query builder's `.options(…)`): the `pg` driver parses it once per connection and then
 * sends only its parameters, and PostgreSQL keeps its plan (a generic one when that is no
 * dearer than planning each time). Issue 12: parsing and planning were most of the database's
 * work for a vote — 2 ms of its 3 ms statement, and a third of the session, limit and
 * idempotency statements around it. The embedded database ignores the name.
 *
 * Only for hot statements whose text never varies: `pg` refuses a second text under one name
 * (mind what knex leaves out, such as `offset 0`; the test database fails any test that runs
 * one name with two texts, `test/preparedNames.ts`).
 * Their results list columns instead of `*`: a prepared plan whose result columns change (a
 * column added by a migration while the server runs) fails until the connection closes.
 * Behind PgBouncer, use session pooling (or transaction pooling from 1.21 on, with
 * `max_prepared_statements`).
 */
export function prepared(name: string): { name: string } {
  return { name };
}

/** The same for an Objection query, whose knex builder it names: `.onBuildKnex(preparedAs(…))`. */
export function preparedAs(name: string): (query: Knex.QueryBuilder) => void {
  return (query) => {
    query.options(prepared(name));
  };
}

/**
 * Runs an Objection read as a prepared statement named after its text: `prefix` and a hash of
 * the SQL. For the list reads whose text has a few shapes (sorts, filters, a cursor, the
 * viewer's vote columns), each shape is parsed and planned once per connection, and one name
 * can never stand for two texts. Issue 12: planning a user's reviews page (its join to the
 * companies) cost PostgreSQL 0.4 ms of the 0.8 ms the statement took. Only for reads with a
 * bounded number of shapes (no `whereIn` of a variable list), whose columns are listed (see
 * above). Returns the models Objection would have.
 */
export async function runPrepared<M extends Model>(
  query: QueryBuilder<M, M[]>,
  prefix: string,
): Promise<M[]> {
  const knexQuery = query.toKnexQuery();
  const { sql, bindings } = knexQuery.toSQL();
  const hash = createHash('sha1').update(sql).digest('base64url').slice(0, 16);
  // Compiled by the builder, run without knex's runner (see runStatement).
  const rows = await runStatement(knexQuery, `${prefix}-${hash}`, sql, bindings);
  const modelClass = query.modelClass();
  return rows.map((row) => modelClass.fromDatabaseJson(row) as M);
}
