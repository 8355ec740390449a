import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import pg from 'pg';
import { DescribedOnceQuery } from './describedOnce.ts';
import { memoByText } from './memoByText.ts';

/*
 * Prepared statements, the one way the hot statements (those a request runs every time) reach
 * the database (issue 12). Each runs under a name: the `pg` driver parses it once per
 * connection and then sends only its parameters, and PostgreSQL keeps its plan (a generic one
 * when that is no dearer than planning each time). Parsing and planning were most of the
 * database's work for a vote (2 ms of its 3 ms statement), and half of a user's reviews page.
 * On PostgreSQL the rows' shape is asked for once per connection too (`describedOnce.ts`).
 * The embedded database ignores the name.
 *
 * The rules:
 * - One text per name: `pg` refuses a second text under a name a connection has prepared (the
 *   test database fails any test that runs one name with two texts, `test/preparedNames.ts`).
 *   `runStatement` takes a fixed text; `runShapedStatement` names a text after its hash.
 * - Columns listed, never `*` of a table: a prepared plan whose result columns change (a column
 *   added by a migration while the server runs) fails until the connection closes
 *   (`models/tableColumns.ts`).
 * - A LIMIT or OFFSET over many matching rows is written into the text, not bound: unknown,
 *   the planner prices a generic plan as if a tenth of the rows were read, so PostgreSQL plans
 *   the statement again on every call (the category pages and competitors did, issue 12;
 *   `services/companies/hotReadPlans.test.ts`).
 * - A look-up of one of a few values in a composite unique index is one `col = ?` probe per
 *   value, not `col = any(?)` or `in (?, ?)`: the generic plan can read the leading column's
 *   whole range instead (`myVoteSql` in `services/reviews/viewerVotes.ts`).
 * - Behind PgBouncer, use session pooling (or transaction pooling from 1.21 on, with
 *   `max_prepared_statements`).
 * Everything else keeps the query builder, which is easier to read.
 */

/**
 * The part of knex's client the statement runs through: its pool (or the transaction's one
 * connection), `query` (which numbers the `?` bindings, announces the statement to `query`
 * listeners and names the SQL in errors, as for every knex query) and the snake-to-camel
 * mapping of the rows. Declared here because knex's typings leave these out.
 */
interface StatementClient {
  config: object;
  emit(event: 'query', query: unknown): boolean;
  positionBindings(sql: string): string;
  acquireConnection(): Promise<unknown>;
  releaseConnection(connection: unknown): Promise<void>;
  query(
    connection: unknown,
    statement: { sql: string; bindings: readonly unknown[]; options: { name: string } },
  ): Promise<{ response: { rows: Array<Record<string, unknown>> } }>;
  postProcessResponse<T>(rows: T, context: unknown): T;
}

/**
 * Runs one hand-written statement (`?` bindings, like `knex.raw`) as a prepared statement named
 * `name`, and returns its rows with camelCase keys, as any knex query on this database would.
 * `Row` is the caller's word for those columns: nothing checks it.
 *
 * Straight to the driver through knex's own client: the same pool, the transaction's connection
 * inside `withTransaction`, the same error text, and the `query` event the tests count
 * statements with. What it leaves out is knex's runner and Objection's query builder, which were
 * a third of a company page's CPU time: the page's one indexed look-up cost the server 0.6 ms of
 * CPU against 0.16 ms for the bare `node:http` + `pg` floor, and the same read through this path
 * ran ~1.35× the requests a second (alternating runs at 1M companies). Describing the rows
 * once per connection instead of on every execution then took the company page from 0.46 to
 * 0.57 of its floor at 10k companies.
 */
export async function runStatement<Row = Record<string, unknown>>(
  knex: Pick<Knex, 'client'>,
  name: string,
  sql: string,
  bindings: readonly unknown[],
): Promise<Row[]> {
  const client = knex.client as unknown as StatementClient;
  const connection = await client.acquireConnection();
  try {
    if (connection instanceof pg.Client) {
      return (await runDescribedOnce(client, connection, name, sql, bindings)) as Row[];
    }
    const { response } = await client.query(connection, { sql, bindings, options: { name } });
    return client.postProcessResponse(response.rows, undefined) as Row[];
  } finally {
    await client.releaseConnection(connection);
  }
}

/**
 * On PostgreSQL: the statement through `DescribedOnceQuery`, which knex's `query` cannot send.
 * What knex's `query` does for every statement is done here the same way: the `?` bindings
 * numbered by knex's dialect, the `query` event, the SQL text at the head of an error's message.
 */
function runDescribedOnce(
  client: StatementClient,
  connection: pg.Client & KnexConnectionIds,
  name: string,
  sql: string,
  bindings: readonly unknown[],
): Promise<Array<Record<string, unknown>>> {
  const { numbered, columnKey } = dialectOf(client);
  const text = numbered(sql);
  const { __knexUid, __knexTxId } = connection;
  client.emit('query', { __knexUid, __knexTxId, sql: text, bindings, options: { name } });
  return new Promise((resolve, reject) => {
    connection.query(
      new DescribedOnceQuery({ name, text, values: bindings }, columnKey, (error, rows) => {
        if (error) {
          error.message = `${text} - ${error.message}`;
          reject(error);
        } else resolve(rows);
      }),
    );
  });
}

/** The knex connection's ids, which knex's `query` event carries. */
interface KnexConnectionIds {
  __knexUid?: string;
  __knexTxId?: string;
}

/**
 * Per knex configuration (a transaction shares its parent's): the `?` numbering and the
 * column-to-key mapping, each computed once per text or column and kept (both sets are bounded:
 * the statements' texts and their columns).
 */
const dialects = new WeakMap<
  object,
  { numbered: (sql: string) => string; columnKey: (column: string) => string }
>();

function dialectOf(client: StatementClient) {
  let dialect = dialects.get(client.config);
  if (dialect === undefined) {
    dialect = {
      numbered: memoByText((sql) => client.positionBindings(sql)),
      // The key knex's own mapping gives the column (objection's snake-to-camel mappers).
      columnKey: memoByText(
        (column) =>
          Object.keys(client.postProcessResponse([{ [column]: null }], undefined)[0] ?? {})[0] ??
          column,
      ),
    };
    dialects.set(client.config, dialect);
  }
  return dialect;
}

/**
 * `runStatement` for a statement written with `:name` bindings (one value used in several
 * places; `::type` casts are not bindings). Each text is compiled to `?` bindings once, not on
 * every request: compiling it with `knex.raw` each time was 5 % of a vote's server CPU (issue
 * 12). A name without a value is an error, as with `knex.raw`.
 */
export function runNamedStatement<Row = Record<string, unknown>>(
  knex: Pick<Knex, 'client'>,
  name: string,
  sql: string,
  bindings: Readonly<Record<string, unknown>>,
): Promise<Row[]> {
  const compiled = compileNamed(sql);
  const values = compiled.names.map((binding) => {
    const value = bindings[binding];
    if (value === undefined) throw new Error(`${name}: no value for the binding :${binding}`);
    return value;
  });
  return runStatement<Row>(knex, name, compiled.sql, values);
}

const compileNamed = memoByText((sql): { sql: string; names: string[] } => {
  const names: string[] = [];
  const positional = sql.replace(/::|:([A-Za-z_]\w*)/g, (match, binding?: string) => {
    if (binding === undefined) return match;
    names.push(binding);
    return '?';
  });
  return { sql: positional, names };
});

/**
 * `runStatement` for a read whose text has a few shapes (sorts, filters, a cursor, the viewer's
 * vote columns), assembled from fixed parts: each text runs under `prefix` and a hash of it, so
 * each shape is parsed and planned once per connection and one name never stands for two texts.
 * Issue 12: planning a user's reviews page (its join to the companies) cost PostgreSQL 0.4 ms
 * of the 0.8 ms the statement took. Only for texts with a bounded number of shapes: values are
 * always bindings, never part of the text.
 */
export function runShapedStatement<Row = Record<string, unknown>>(
  knex: Pick<Knex, 'client'>,
  prefix: string,
  sql: string,
  bindings: readonly unknown[],
): Promise<Row[]> {
  return runStatement<Row>(knex, `${prefix}-${hashOf(sql)}`, sql, bindings);
}

/** Each text's hash, computed once per shape rather than once per request. */
const hashOf = memoByText((sql) => createHash('sha1').update(sql).digest('base64url').slice(0, 16));
