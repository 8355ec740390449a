import type { LoadProgress } from './loadSnapshot.ts';
import {
  appliedMigrations,
  digestTable,
  listSequences,
  listTables,
  pinTextSettings,
  type SequenceState,
  type TableDigest,
  type TableShape,
} from './schemaCatalog.ts';
import type { SqlSession } from './sqlSession.ts';

/** Bumped when the backup file's layout changes; a reader refuses a version it does not know. */
export const SNAPSHOT_FORMAT = 1;

export interface SnapshotTable extends TableShape, TableDigest {}

/** What a snapshot holds, known before its rows: written first in a backup file. */
export interface SnapshotHeader {
  format: number;
  createdAt: string;
  engine: 'postgresql' | 'pglite';
  /** Every migration the source had run, in order (its schema version). */
  migrations: string[];
  tables: SnapshotTable[];
  sequences: SequenceState[];
}

/** One table's rows, as text-format COPY lines. */
export interface SnapshotSection {
  table: string;
  lines: AsyncIterable<string>;
}

export interface Snapshot {
  header: SnapshotHeader;
  sections: AsyncIterable<SnapshotSection>;
}

/**
 * Reads a whole database as one snapshot. The session must already be inside a transaction
 * that sees one point in time (REPEATABLE READ on PostgreSQL; the embedded database's only
 * connection held): counts, checksums and rows then all describe the same moment, however
 * many writes the server takes meanwhile. The sections must be read in order, once.
 */
export async function readSnapshot(
  session: SqlSession,
  onProgress?: (progress: LoadProgress) => void,
): Promise<Snapshot> {
  await pinTextSettings(session);
  const migrations = await appliedMigrations(session);
  const shapes = await listTables(session);
  const tables: SnapshotTable[] = [];
  for (const [done, shape] of shapes.entries()) {
    onProgress?.({ phase: 'reading', table: shape.name, done, total: shapes.length });
    tables.push({ ...shape, ...(await digestTable(session, shape)) });
  }
  const header: SnapshotHeader = {
    format: SNAPSHOT_FORMAT,
    createdAt: new Date().toISOString(),
    engine: session.engine,
    migrations,
    tables,
    sequences: await listSequences(session),
  };
  async function* sections(): AsyncIterable<SnapshotSection> {
    for (const table of tables) {
      yield { table: table.name, lines: session.copyOut(table.name, table.columns) };
    }
  }
  return { header, sections: sections() };
}
