import pg from 'pg';
import type { Database } from '../openDatabase.ts';
import { pgliteSession, pgSession, type SqlSession } from './sqlSession.ts';

export type SessionMode = 'read' | 'write';

/**
 * Runs `work` in one transaction of its own on the database, committed when it returns and
 * rolled back when it throws. `read` sees one point in time while the server keeps writing
 * (REPEATABLE READ, read only, on a PostgreSQL connection of its own); `write` is all or
 * nothing. The embedded database has one connection: the knex transaction holds it, so the
 * server's other queries wait for the end (a backup of a small site takes a second or two).
 */
export async function withSnapshotSession<T>(
  db: Database,
  mode: SessionMode,
  work: (session: SqlSession) => Promise<T>,
): Promise<T> {
  if (db.engine === 'pglite') {
    const pglite = db.pglite;
    if (!pglite) throw new Error('The embedded database has no PGlite instance');
    return db.knex.transaction(() => work(pgliteSession(pglite)));
  }
  if (!db.url) throw new Error('A PostgreSQL snapshot needs the database URL');
  return withPostgresSession(db.url, mode, work);
}

export async function withPostgresSession<T>(
  databaseUrl: string,
  mode: SessionMode,
  work: (session: SqlSession) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query(
      mode === 'read' ? 'begin isolation level repeatable read read only' : 'begin',
    );
    try {
      const result = await work(pgSession(client));
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    }
  } finally {
    await client.end();
  }
}
