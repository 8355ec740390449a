import pg from 'pg';

/*
 * A prepared statement that asks PostgreSQL to describe its rows once per connection (issue 12).
 *
 * `pg` sends Describe with every execution of a prepared statement, waits for the row
 * description, and rebuilds from it the row's shape and a type parser per column. For the
 * company page's 35 columns that was the largest single item of the server's CPU (11 %, measured
 * with perf in api/bench/README.md, "The company page's server CPU"). A prepared statement's
 * result columns cannot change while it exists: PostgreSQL refuses to run it instead ("cached
 * plan must not change result type"). So the first execution on a connection describes the
 * statement and keeps what `pg` built from the answer, its columns already renamed to camelCase;
 * every later execution sends only Bind, Execute and Sync and reuses that shape.
 *
 * This subclasses `pg`'s own Query, so parsing the statement, binding values, reading rows and
 * every error path stay `pg`'s. It relies on the members below, which `pg`'s typings leave out
 * (pg 8, lib/query.js and lib/result.js); `describedOnce.test.ts` fails if one of them changes.
 */

type Parser = (value: string) => unknown;

interface ResultInternals {
  fields: Array<{ name: string; format?: string }>;
  _parsers: Parser[] | undefined;
  _prebuiltEmptyResultObject: Record<string, null> | null;
}

interface WireConnection {
  parsedStatements: Record<string, string | undefined>;
  bind(message: {
    portal: string;
    statement: string;
    values: readonly unknown[];
    valueMapper: (value: unknown) => unknown;
  }): void;
  execute(message: { portal: string }): void;
  sync(): void;
}

interface QueryInternals {
  name: string;
  text: string;
  values: readonly unknown[];
  _result: ResultInternals;
  _accumulateRows: boolean;
  prepare(connection: WireConnection): void;
  handleRowDescription(message: { fields: Array<{ name: string }> }): void;
  handleCommandComplete(message: unknown, connection: WireConnection): void;
  handleError(error: Error, connection: WireConnection): void;
}

/** What `pg` builds from a row description: enough to read a row without asking again. */
interface RowShape {
  fields: ResultInternals['fields'];
  parsers: Parser[];
  emptyRow: Record<string, null>;
}

const NO_COLUMNS: RowShape = { fields: [], parsers: [], emptyRow: {} };

/** Each connection's described statements, by name; gone with the connection. */
const shapesByConnection = new WeakMap<WireConnection, Map<string, RowShape>>();

const prepareValue = (pg as unknown as { utils: { prepareValue(value: unknown): unknown } }).utils
  .prepareValue;

interface StatementConfig {
  name: string;
  text: string;
  values: readonly unknown[];
}

type Callback = (
  error: Error | undefined,
  result: { rows: Array<Record<string, unknown>> },
) => void;

const PgQuery = pg.Query as unknown as new (
  text: string,
  values: readonly unknown[],
  callback: Callback,
) => QueryInternals & pg.Submittable;

/**
 * One execution of the prepared statement `name`. Rows come back with their keys renamed by
 * `columnKey` (the database's snake_case to the code's camelCase), already in `pg`'s result.
 */
export class DescribedOnceQuery extends PgQuery {
  /** Whether this execution read the row shape from the connection instead of describing. */
  private reusedShape = false;
  private described = false;

  constructor(
    config: StatementConfig,
    private readonly columnKey: (column: string) => string,
    done: (error: Error | undefined, rows: Array<Record<string, unknown>>) => void,
  ) {
    // The text alone, the name set after: pg copies a config object property by property
    // (1.5 % of a company page's CPU), a text it does not.
    super(config.text, config.values, (error, result) => done(error, error ? [] : result.rows));
    this.name = config.name;
  }

  override prepare(connection: WireConnection): void {
    const shape = shapesByConnection.get(connection)?.get(this.name);
    // Parsed on this connection under this very text (pg refuses a second text per name).
    if (shape === undefined || connection.parsedStatements[this.name] !== this.text) {
      super.prepare(connection);
      return;
    }
    this.reusedShape = true;
    const result = this._result;
    result.fields = shape.fields;
    result._parsers = shape.parsers;
    result._prebuiltEmptyResultObject = shape.emptyRow;
    this._accumulateRows = true;
    try {
      connection.bind({
        portal: '',
        statement: this.name,
        values: this.values,
        valueMapper: prepareValue,
      });
    } catch (error) {
      // As pg's own prepare: a value that cannot be sent fails this query, not the connection.
      connection.sync();
      this.handleError(error as Error, connection);
      return;
    }
    connection.execute({ portal: '' });
    connection.sync();
  }

  override handleRowDescription(message: { fields: Array<{ name: string }> }): void {
    this.described = true;
    super.handleRowDescription({
      ...message,
      fields: message.fields.map((field) => ({ ...field, name: this.columnKey(field.name) })),
    });
  }

  override handleCommandComplete(message: unknown, connection: WireConnection): void {
    super.handleCommandComplete(message, connection);
    if (this.reusedShape) return;
    // The statement ran after its Describe: keep the shape for the next execution. A statement
    // without rows (no RETURNING) has no description, only "no data".
    const result = this._result;
    remember(
      connection,
      this.name,
      this.described
        ? {
            fields: result.fields,
            parsers: result._parsers ?? [],
            emptyRow: result._prebuiltEmptyResultObject ?? {},
          }
        : NO_COLUMNS,
    );
  }

  override handleError(error: Error, connection: WireConnection): void {
    // Whatever failed, describe again next time rather than trust a shape.
    shapesByConnection.get(connection)?.delete(this.name);
    super.handleError(error, connection);
  }
}

function remember(connection: WireConnection, name: string, shape: RowShape): void {
  let shapes = shapesByConnection.get(connection);
  if (shapes === undefined) {
    shapes = new Map();
    shapesByConnection.set(connection, shapes);
  }
  shapes.set(name, shape);
}
