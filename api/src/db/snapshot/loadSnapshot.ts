import {
  appliedMigrations,
  digestTable,
  listForeignKeys,
  listPlainIndexes,
  listTables,
  pinTextSettings,
  type TableDigest,
} from './schemaCatalog.ts';
import type { Snapshot, SnapshotTable } from './snapshot.ts';
import { quoteIdent, type SqlSession } from './sqlSession.ts';

/**
 * Tables a freshly prepared database fills by itself (the category catalogue): rows there do
 * not make a target "in use". A test checks this list against a new database.
 */
export const SELF_FILLED_TABLES = ['categories', 'subcategories'];

/** The target cannot take this snapshot; nothing was changed. The message says why. */
export class SnapshotRefusedError extends Error {
  override name = 'SnapshotRefusedError';
}

export interface TableCheck {
  table: string;
  expected: TableDigest;
  actual: TableDigest;
  equal: boolean;
}

/** The copy does not match its source; the caller's transaction must roll back. */
export class SnapshotMismatchError extends Error {
  override name = 'SnapshotMismatchError';
  constructor(readonly checks: TableCheck[]) {
    const wrong = checks.filter((check) => !check.equal).map((check) => check.table);
    super(`The copy does not match its source in ${wrong.join(', ')}: nothing was kept.`);
  }
}

export interface LoadProgress {
  phase: 'reading' | 'loading' | 'indexing' | 'verifying';
  /** The table being worked on; while `indexing`, the index being built. */
  table: string;
  done: number;
  total: number;
}

export interface LoadOptions {
  /** Replace whatever the target holds (a restore over a database in use). */
  replace?: boolean;
  onProgress?: (progress: LoadProgress) => void;
}

/**
 * Loads a snapshot into the target session's database, which must be at the same schema
 * version. Runs inside the caller's transaction: every check that fails throws, and the
 * caller's rollback leaves the target as it was. Rows keep their ids; derived tables (counts,
 * search words, helpfulness) are copied as they are, so the target's triggers are switched
 * off while loading; indexes that back no constraint are built after the rows are in, and
 * foreign keys re-created after that (which re-checks every reference). Returns the
 * verification of every table, rows and checksum, against the source.
 */
export async function loadSnapshot(
  session: SqlSession,
  snapshot: Snapshot,
  options: LoadOptions = {},
): Promise<TableCheck[]> {
  const { header } = snapshot;
  await pinTextSettings(session);
  await checkSameSchema(session, header.migrations, header.tables);
  if (!options.replace) await assertEmptyTarget(session);

  const names = header.tables.map((table) => quoteIdent(table.name));
  const foreignKeys = await listForeignKeys(session);
  for (const key of foreignKeys) {
    await session.query(
      `alter table ${quoteIdent(key.table)} drop constraint ${quoteIdent(key.name)}`,
    );
  }
  const indexes = await listPlainIndexes(session);
  for (const index of indexes) await session.query(`drop index ${index.name}`);
  for (const name of names) await session.query(`alter table ${name} disable trigger user`);
  await session.query(`truncate ${names.join(', ')}`);

  const byName = new Map(header.tables.map((table) => [table.name, table]));
  const loaded = new Set<string>();
  let done = 0;
  for await (const section of snapshot.sections) {
    const table = byName.get(section.table);
    if (!table || loaded.has(section.table)) {
      throw new SnapshotRefusedError(`Unexpected rows for table "${section.table}".`);
    }
    options.onProgress?.({ phase: 'loading', table: table.name, done, total: names.length });
    await session.copyIn(table.name, table.columns, section.lines);
    loaded.add(table.name);
    done += 1;
  }
  const missing = header.tables.filter((table) => !loaded.has(table.name));
  if (missing.length > 0) {
    throw new SnapshotRefusedError(`No rows for ${missing.map((t) => t.name).join(', ')}.`);
  }

  // Each index built once over the loaded rows (sorted in memory where it fits), then the
  // foreign keys, which re-check every reference.
  if (session.engine === 'postgresql') {
    await session.query(`set local maintenance_work_mem = '256MB'`);
  }
  for (const [done, index] of indexes.entries()) {
    options.onProgress?.({ phase: 'indexing', table: index.name, done, total: indexes.length });
    await session.query(index.definition);
  }
  for (const key of foreignKeys) {
    await session.query(
      `alter table ${quoteIdent(key.table)} add constraint ${quoteIdent(key.name)} ${key.definition}`,
    );
  }
  for (const name of names) await session.query(`alter table ${name} enable trigger user`);
  for (const sequence of header.sequences) {
    await session.query('select setval($1::regclass, $2, $3)', [
      quoteIdent(sequence.name),
      sequence.lastValue ?? sequence.startValue,
      sequence.lastValue !== null,
    ]);
  }
  return verify(session, header.tables, options);
}

async function verify(
  session: SqlSession,
  tables: SnapshotTable[],
  options: LoadOptions,
): Promise<TableCheck[]> {
  const checks: TableCheck[] = [];
  for (const [index, table] of tables.entries()) {
    options.onProgress?.({
      phase: 'verifying',
      table: table.name,
      done: index,
      total: tables.length,
    });
    const actual = await digestTable(session, table);
    const expected = { rows: table.rows, checksum: table.checksum };
    checks.push({
      table: table.name,
      expected,
      actual,
      equal: actual.rows === expected.rows && actual.checksum === expected.checksum,
    });
  }
  if (checks.some((check) => !check.equal)) throw new SnapshotMismatchError(checks);
  return checks;
}

async function checkSameSchema(
  session: SqlSession,
  migrations: string[],
  tables: SnapshotTable[],
): Promise<void> {
  const target = await appliedMigrations(session);
  const wanted = migrations.at(-1) ?? 'none';
  const has = target.at(-1) ?? 'none';
  if (target.join('\n') !== migrations.join('\n')) {
    throw new SnapshotRefusedError(
      `The target's schema (${has}) is not the source's (${wanted}): ` +
        'run the same version of review-admin on both.',
    );
  }
  const shapes = new Map((await listTables(session)).map((t) => [t.name, t.columns.join(',')]));
  const different = tables.filter((table) => shapes.get(table.name) !== table.columns.join(','));
  if (different.length > 0) {
    throw new SnapshotRefusedError(
      `The target's tables differ from the source's: ${different.map((t) => t.name).join(', ')}.`,
    );
  }
}

/** Refuses a database that holds rows of its own (beyond the catalogue a new one fills). */
export async function assertEmptyTarget(session: SqlSession): Promise<void> {
  const inUse: string[] = [];
  for (const table of await listTables(session)) {
    if (SELF_FILLED_TABLES.includes(table.name)) continue;
    const [row] = await session.query<{ found: boolean }>(
      `select exists (select 1 from ${quoteIdent(table.name)}) as found`,
    );
    if (row?.found) inUse.push(table.name);
  }
  if (inUse.length > 0) {
    throw new SnapshotRefusedError(
      `The target database is not empty (rows in ${inUse.slice(0, 5).join(', ')}` +
        `${inUse.length > 5 ? ', …' : ''}): refusing to overwrite it.`,
    );
  }
}
