import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { memoByText } from '../cache/boundedCache.ts';

/*
 * Hand-written SQL, where it earns its place (the hot reads, a statement the query builder
 * cannot say), sent through knex's public API: `knex.raw` with its bindings. A statement is
 * written as a tagged template, so every value travels inside the fragment that uses it and
 * never as a separate array kept in step with the text:
 *
 *   runSql(knex, sql`select id from companies where domain = ${domain}`)
 *
 * A value becomes a binding; a fragment (`sql`…``, `sqlText`, `joinSql`) is spliced in with its
 * own values. The text of a statement depends only on its shape, never on a value.
 *
 * Named prepared statements are an option of the PostgreSQL connection (`preparedStatements`,
 * off by default; DATABASE_PREPARED_STATEMENTS): they save PostgreSQL parsing and planning a hot
 * statement on every call, but need a session of their own (no transaction-mode pooler older
 * than PgBouncer 1.21) and fail once a migration changed a column type they return (SQLSTATE
 * 0A000, "cached plan must not change result type"): `runSql` then renames every statement and
 * retries that one query once.
 */

/** SQL text with the values its `?` placeholders stand for, in order. */
export class Sql {
  constructor(
    readonly text: string,
    readonly values: readonly unknown[],
  ) {}
}

/** A statement or a part of one: `${value}` is a binding, `${fragment}` is spliced in. */
export function sql(strings: TemplateStringsArray, ...parts: readonly unknown[]): Sql {
  let text = escapeText(strings[0] ?? '');
  const values: unknown[] = [];
  parts.forEach((part, index) => {
    if (part instanceof Sql) {
      text += part.text;
      values.push(...part.values);
    } else {
      text += '?';
      values.push(part);
    }
    text += escapeText(strings[index + 1] ?? '');
  });
  return new Sql(text, values);
}

/** Text written in the code (a column list, an order): never a value from a request. */
export function sqlText(text: string): Sql {
  return new Sql(escapeText(text), []);
}

/** The fragments one after another, `separator` between them. */
export function joinSql(fragments: readonly Sql[], separator: string): Sql {
  return new Sql(
    fragments.map((fragment) => fragment.text).join(escapeText(separator)),
    fragments.flatMap((fragment) => fragment.values),
  );
}

/** The empty fragment. */
export const NO_SQL = new Sql('', []);

/** knex reads `?` and `??` in a raw text as placeholders; a literal one is written `\?`. */
function escapeText(text: string): string {
  return text.includes('?') ? text.replaceAll('?', '\\?') : text;
}

/** The settings this module reads from knex's `userParams` (`openPostgres`). */
interface SqlUserParams {
  preparedStatements?: boolean;
}

/**
 * Runs `statement` and returns its rows with camelCase keys, as any knex query on this database
 * would (the configuration's `postProcessResponse`). `knex` may be a transaction.
 */
export async function runSql<Row = Record<string, unknown>>(
  knex: Knex,
  statement: Sql,
): Promise<Row[]> {
  const config = knex.client.config as Knex.Config;
  const prepared = (knex.userParams as SqlUserParams | undefined)?.preparedStatements === true;
  let result: { rows: unknown[] };
  try {
    result = await rawQuery(knex, statement, prepared);
  } catch (error) {
    if (!prepared || !isChangedResultType(error) || knex.isTransaction) throw error;
    // A migration changed what a prepared statement returns: every connection's statements of
    // the old shape are given up (new names), and this query runs once more.
    generation++;
    result = await rawQuery(knex, statement, prepared);
  }
  const rows = result.rows;
  return (config.postProcessResponse ? config.postProcessResponse(rows, undefined) : rows) as Row[];
}

function rawQuery(knex: Knex, statement: Sql, prepared: boolean): Promise<{ rows: unknown[] }> {
  const query = knex.raw(statement.text, statement.values as Knex.RawBinding[]);
  return prepared ? query.options({ name: statementName(statement.text) }) : query;
}

/** Bumped when prepared statements of an old result type must be given up. */
let generation = 0;

/** A statement's name: a hash of its text (one text per name, always), and the generation. */
function statementName(text: string): string {
  return `s${generation}-${hashOf(text)}`;
}

const hashOf = memoByText((text) => createHash('sha1').update(text).digest('base64url'));

/** PostgreSQL's "cached plan must not change result type". */
function isChangedResultType(error: unknown): boolean {
  const failure = error as { code?: unknown; message?: unknown } | null;
  return failure?.code === '0A000' && String(failure.message).includes('cached plan');
}
