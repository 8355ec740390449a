import { PassThrough, Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../services/seed/seedDemoData.ts';
import { cliContext } from '../../test/actorContexts.ts';
import { buildCompany } from '../../test/factories.ts';
import { createTestDatabaseWithUrl, type DatabaseWithUrl } from '../../test/scratchPostgres.ts';
import type { Database } from '../openDatabase.ts';
import { backupDatabase, restoreDatabase } from './backupDatabase.ts';
import { BackupFileError } from './backupFile.ts';
import { SELF_FILLED_TABLES, SnapshotRefusedError } from './loadSnapshot.ts';
import { digestTable, listPlainIndexes, listTables } from './schemaCatalog.ts';
import { readSnapshot } from './snapshot.ts';
import { withSnapshotSession } from './snapshotSession.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const freshDatabase = createTestDatabaseWithUrl;

async function backupBytes(source: DatabaseWithUrl): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await backupDatabase({ db: source.db, out });
  return Buffer.concat(chunks);
}

/** Every table's rows and checksum, computed the way the snapshot does. */
async function digests(target: DatabaseWithUrl) {
  return withSnapshotSession(target.db, 'read', async (session) => {
    const { header } = await readSnapshot(session);
    return Object.fromEntries(header.tables.map((t) => [t.name, `${t.rows}:${t.checksum}`]));
  });
}

/**
 * Each index's name, kind, table and columns (a partial index's condition is left out: built
 * again from PostgreSQL's own text of it, it comes back equal but written with other casts).
 */
const indexes = (target: DatabaseWithUrl) =>
  withSnapshotSession(target.db, 'read', async (session) =>
    (await listPlainIndexes(session)).map((index) => index.definition.split(' WHERE ')[0]),
  );

const companyCount = async (db: Database) =>
  Number((await db.knex('companies').count({ n: '*' }))[0]?.n);

describe('backup and restore', () => {
  let source: DatabaseWithUrl;
  let backup: Buffer;

  beforeAll(async () => {
    source = await freshDatabase();
    await seedDemoData(cliContext(source.db), { companies: 12, reviews: 120, seed: 3 });
    backup = await backupBytes(source);
  });
  afterAll(() => source.close());

  it('gives back the same rows, ids and sequences on a fresh database', async () => {
    const target = await freshDatabase();
    try {
      const { checks } = await restoreDatabase({
        db: target.db,
        input: Readable.from(backup),
        name: 'site.backup',
      });
      expect(checks.length).toBeGreaterThan(30);
      expect(checks.every((check) => check.equal)).toBe(true);
      expect(checks.find((c) => c.table === 'reviews')?.actual.rows).toBeGreaterThanOrEqual(120);
      expect(await digests(target)).toEqual(await digests(source));
      // The indexes dropped for the load are all built again, as they were.
      expect(await indexes(target)).toEqual(await indexes(source));
      expect((await indexes(target)).length).toBeGreaterThan(10);
      // Sequences continue after the copied ids instead of colliding with them.
      const maxId = Number((await source.db.knex('companies').max({ id: 'id' }))[0]?.id);
      const inserted = await buildCompany(target.db.knex);
      expect(inserted.id).toBeGreaterThan(maxId);
    } finally {
      await target.close();
    }
  });

  it('refuses a cut file and changes nothing', async () => {
    const target = await freshDatabase();
    try {
      const cut = backup.subarray(0, Math.floor(backup.length * 0.6));
      await expect(
        restoreDatabase({
          db: target.db,
          input: Readable.from(cut),
          name: 'cut.backup',
        }),
      ).rejects.toThrow(
        new BackupFileError('cut.backup is truncated or damaged: nothing was restored.'),
      );
      expect(await companyCount(target.db)).toBe(0);
    } finally {
      await target.close();
    }
  });

  it('refuses a foreign file in one line', async () => {
    for (const bytes of [Buffer.from('id,name\n1,Acme\n'), gzipSync('hello\nworld\n')]) {
      await expect(
        restoreDatabase({
          db: source.db,
          input: Readable.from(bytes),
          name: 'other.csv',
        }),
      ).rejects.toThrow(new BackupFileError('other.csv is not a review-platform backup.'));
    }
  });

  it('refuses a database that is in use, and keeps its rows', async () => {
    const before = await companyCount(source.db);
    await expect(
      restoreDatabase({
        db: source.db,
        input: Readable.from(backup),
        name: 'site.backup',
      }),
    ).rejects.toThrow(SnapshotRefusedError);
    expect(await companyCount(source.db)).toBe(before);
  });

  it.runIf(serverUrl)('takes one point in time while the server keeps writing', async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    const { writeBackup } = await import('./backupFile.ts');
    const counted = await withSnapshotSession(source.db, 'read', async (session) => {
      const snapshot = await readSnapshot(session);
      // A write from another connection after the snapshot began.
      await buildCompany(source.db.knex, { domain: 'late.example' });
      await writeBackup(snapshot, out);
      return snapshot.header.tables.find((t) => t.name === 'companies')?.rows;
    });
    const target = await freshDatabase();
    try {
      await restoreDatabase({
        db: target.db,
        input: Readable.from(Buffer.concat(chunks)),
        name: 'live.backup',
      });
      expect(await companyCount(target.db)).toBe(counted);
      expect(await target.db.knex('companies').where({ domain: 'late.example' })).toEqual([]);
    } finally {
      await target.close();
      await source.db.knex('companies').where({ domain: 'late.example' }).delete();
    }
  });
});

describe('a new database', () => {
  it('fills only the catalogue by itself (what "empty" allows)', async () => {
    const fresh = await freshDatabase();
    try {
      const filled = await withSnapshotSession(fresh.db, 'read', async (session) => {
        const names: string[] = [];
        for (const table of await listTables(session)) {
          if ((await digestTable(session, table)).rows > 0) names.push(table.name);
        }
        return names;
      });
      expect(filled.sort()).toEqual([...SELF_FILLED_TABLES].sort());
    } finally {
      await fresh.close();
    }
  });
});
