import type { Knex } from 'knex';

/**
 * The part of knex's client the statement runs through: its pool (or the transaction's one
 * connection), `query` (which numbers the `?` bindings, announces the statement to `query`
 * listeners and names the SQL in errors, as for every knex query) and the snake-to-camel
 * mapping of the rows. Declared here because knex's typings leave these out.
 */
interface StatementClient {
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
 *
 * The hot reads' way to the database (issue 12). Straight to the driver through knex's own
 * client: the same pool, the transaction's connection inside `withTransaction`, the same error
 * text, and the `query` event the tests count statements with. What it leaves out is knex's
 * runner and Objection's query builder, which were a third of a company page's CPU time: the
 * page's one indexed look-up cost the server 0.6 ms of CPU against 0.16 ms for the bare
 * `node:http` + `pg` floor, and the same read through this path ran ~1.6× the requests a
 * second. Use it for statements a request runs every time; everything else keeps the builder,
 * which is easier to read. The rules of `prepared` hold: one text per name, columns listed.
 */
export function runStatement(
  knex: Pick<Knex, 'client'>,
  name: string,
  sql: string,
  bindings: readonly unknown[],
): Promise<Array<Record<string, unknown>>> {
  return runOnClient(knex.client as unknown as StatementClient, name, sql, bindings);
}

async function runOnClient(
  client: StatementClient,
  name: string,
  sql: string,
  bindings: readonly unknown[],
): Promise<Array<Record<string, unknown>>> {
  const connection = await client.acquireConnection();
  try {
    const { response } = await client.query(connection, {
      sql,
      bindings,
      // A named statement, as `prepared(name)` makes it for knex queries.
      options: { name },
    });
    return client.postProcessResponse(response.rows, undefined);
  } finally {
    await client.releaseConnection(connection);
  }
}

/**
 * `runStatement` for a statement written with `:name` bindings (one value used in several
 * places), compiled to `?` bindings by `knex.raw` first.
 */
export function runNamedStatement(
  knex: Knex,
  name: string,
  sql: string,
  bindings: Readonly<Record<string, unknown>>,
): Promise<Array<Record<string, unknown>>> {
  const compiled = knex.raw(sql, bindings as Record<string, Knex.RawBinding>).toSQL();
  return runStatement(knex, name, compiled.sql, compiled.bindings);
}
