import { randomBytes } from 'node:crypto';
import knex from 'knex';
import { type Database, openPostgres } from '../db/openDatabase.ts';
import { prepareDatabase } from '../db/prepareDatabase.ts';
import { createTestDatabase } from './database.ts';

/**
 * An empty database of its own on the PostgreSQL server of `serverUrl`, for a test that needs
 * the URL itself (a snapshot opens connections of its own): no schema, dropped by `drop`.
 */
export async function createScratchPostgres(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const run = async (sql: string) => {
    const admin = knex({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
    try {
      await admin.raw(sql, [name]);
    } finally {
      await admin.destroy();
    }
  };
  await run('create database ??');
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run('drop database if exists ?? with (force)') };
}

/** A prepared database of the engine under test, with its URL when it is PostgreSQL. */
export interface DatabaseWithUrl {
  db: Database;
  url: string | undefined;
  close(): Promise<void>;
}

export async function createTestDatabaseWithUrl(): Promise<DatabaseWithUrl> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const db = await createTestDatabase();
    return { db, url: undefined, close: () => db.close() };
  }
  const scratch = await createScratchPostgres(serverUrl);
  const db = await openPostgres(scratch.url);
  await prepareDatabase(db.knex);
  return {
    db,
    url: scratch.url,
    close: async () => {
      await db.close();
      await scratch.drop();
    },
  };
}
