import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import knex from 'knex';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { type Database, openPglite, openPgliteFromDump, openPostgres } from '../db/openDatabase.ts';
import { prepareDatabase } from '../db/prepareDatabase.ts';
import { isDatabaseFreeTest } from './databaseFreeTests.ts';

const REPOSITORY_ROOT = path.resolve(import.meta.dirname, '../../..');

/**
 * A fresh, migrated and seeded database for one test file: in-memory PGlite by default, or a
 * new database on the PostgreSQL server of `TEST_DATABASE_URL` (dropped afterwards).
 */
export async function createTestDatabase(options: { migrated?: boolean } = {}): Promise<Database> {
  const migrated = options.migrated ?? true;
  const testFile = expect.getState().testPath;
  if (testFile && isDatabaseFreeTest(testFile, REPOSITORY_ROOT)) {
    throw new Error(
      `${path.relative(REPOSITORY_ROOT, testFile)} opens a database, but its folder is listed as database-free in api/src/test/databaseFreeTests.ts, so the PostgreSQL pass would skip it`,
    );
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return createPostgresTestDatabase(serverUrl, migrated);

  const template = migrated ? inject('pgliteTemplate') : undefined;
  if (template) return openPgliteFromDump(new Blob([await readFile(template)]));
  const db = await openPglite();
  if (migrated) await prepareDatabase(db.knex);
  return db;
}

async function createPostgresTestDatabase(serverUrl: string, migrated: boolean) {
  const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = knex({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
  try {
    await admin.raw('create database ??', [name]);
  } finally {
    await admin.destroy();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString());
  if (migrated) await prepareDatabase(db.knex);
  return {
    ...db,
    close: async () => {
      await db.close();
      const cleanup = knex({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
      try {
        await cleanup.raw('drop database if exists ?? with (force)', [name]);
      } finally {
        await cleanup.destroy();
      }
    },
  };
}

/** Registers a database for the whole test file; call the returned function inside tests. */
export function useTestDatabase(options: { migrated?: boolean } = {}): () => Database {
  let db: Database | undefined;
  beforeAll(async () => {
    db = await createTestDatabase(options);
  });
  afterAll(async () => {
    await db?.close();
  });
  return () => {
    if (!db) throw new Error('The test database is not ready (use it inside a test or hook)');
    return db;
  };
}
