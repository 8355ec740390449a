import type { Knex } from 'knex';

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
