import { quoteIdent, type SqlSession } from './sqlSession.ts';

/** Knex's own bookkeeping: each database keeps the history of the migrations it ran itself. */
const MIGRATION_TABLES = new Set(['knex_migrations', 'knex_migrations_lock']);

export interface TableShape {
  name: string;
  columns: string[];
}

export interface SequenceState {
  name: string;
  /** null: never used (the next value is its start). */
  lastValue: number | null;
  startValue: number;
}

export interface ForeignKey {
  table: string;
  name: string;
  definition: string;
}

/** Every table of the application (schema `public`), columns in their stored order. */
export async function listTables(session: SqlSession): Promise<TableShape[]> {
  const rows = await session.query<{ table: string; column: string }>(
    `select c.relname as "table", a.attname as "column"
       from pg_class c
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
      order by c.relname, a.attnum`,
  );
  const tables = new Map<string, string[]>();
  for (const { table, column } of rows) {
    if (MIGRATION_TABLES.has(table)) continue;
    const columns = tables.get(table) ?? [];
    columns.push(column);
    tables.set(table, columns);
  }
  return [...tables].map(([name, columns]) => ({ name, columns }));
}

export async function listSequences(session: SqlSession): Promise<SequenceState[]> {
  const rows = await session.query<{ name: string; lastValue: string | null; startValue: string }>(
    `select sequencename as name, last_value::text as "lastValue", start_value::text as "startValue"
       from pg_sequences
      where schemaname = 'public' and sequencename not like 'knex\\_migrations%'
      order by sequencename`,
  );
  return rows.map((row) => ({
    name: row.name,
    lastValue: row.lastValue === null ? null : Number(row.lastValue),
    startValue: Number(row.startValue),
  }));
}

export function listForeignKeys(session: SqlSession): Promise<ForeignKey[]> {
  return session.query<ForeignKey>(
    `select conrelid::regclass::text as "table", conname as name,
            pg_get_constraintdef(oid) as definition
       from pg_constraint
      where contype = 'f' and connamespace = 'public'::regnamespace
      order by conrelid::regclass::text, conname`,
  );
}

export interface PlainIndex {
  name: string;
  definition: string;
}

/**
 * The indexes of the application's tables that back no constraint (search, sorting and partial
 * unique indexes): a restore drops them before loading and builds each once afterwards, which
 * is many times faster than updating them row by row (a trigram index above all).
 */
export function listPlainIndexes(session: SqlSession): Promise<PlainIndex[]> {
  return session.query<PlainIndex>(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
       from pg_index i
       join pg_class t on t.oid = i.indrelid
      where t.relnamespace = 'public'::regnamespace
        and t.relname not like 'knex\\_migrations%'
        and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
      order by 1`,
  );
}

/** The migrations this database ran, in order: its schema version. */
export async function appliedMigrations(session: SqlSession): Promise<string[]> {
  const exists = await session.query<{ found: boolean }>(
    `select to_regclass('public.knex_migrations') is not null as found`,
  );
  if (!exists[0]?.found) return [];
  const rows = await session.query<{ name: string }>(
    'select name from knex_migrations order by id',
  );
  return rows.map((row) => row.name);
}

export interface TableDigest {
  rows: number;
  /** Sum of every row's md5 (first 60 bits), so the row order does not matter. */
  checksum: string;
}

/**
 * Row count and checksum of one table, computed by the database itself so both engines agree:
 * the session settings that shape a row's text (time zone, date style, float digits) are
 * pinned first by `pinTextSettings`.
 */
export async function digestTable(session: SqlSession, table: TableShape): Promise<TableDigest> {
  const row = table.columns.map(quoteIdent).join(', ');
  const [result] = await session.query<{ rows: string | number; checksum: string }>(
    `select count(*)::text as rows,
            coalesce(sum(('x' || left(md5(row(${row})::text), 15))::bit(60)::bigint), 0)::text as checksum
       from ${quoteIdent(table.name)}`,
  );
  return {
    rows: Number(result?.rows ?? 0),
    checksum: BigInt(result?.checksum ?? '0').toString(16),
  };
}

/** Makes a row's text form the same on PostgreSQL 15 and PGlite (inside a transaction). */
export async function pinTextSettings(session: SqlSession): Promise<void> {
  await session.query(`set local timezone = 'UTC'`);
  await session.query(`set local datestyle = 'ISO, MDY'`);
  await session.query(`set local intervalstyle = 'postgres'`);
  await session.query('set local extra_float_digits = 1');
  await session.query(`set local bytea_output = 'hex'`);
}
