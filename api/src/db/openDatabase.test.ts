import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config/config.ts';
import { DatabaseUnavailableError, openDatabase, openPglite } from './openDatabase.ts';

// Each test creates an embedded database on disk (seconds on a busy machine).
describe('openDatabase', { timeout: 120_000 }, () => {
  it('chooses the embedded database without DATABASE_URL, persisted under DATA_DIR/pglite', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'reviews-open-'));
    const first = await openDatabase({ databaseUrl: undefined, dataDir });
    expect(first.engine).toBe('pglite');
    await first.knex.raw('create table kept (value text)');
    await first.knex('kept').insert({ value: 'still here' });
    await first.close();

    const second = await openDatabase({ databaseUrl: undefined, dataDir });
    expect(await second.knex('kept').pluck('value')).toEqual(['still here']);
    await second.close();
  });

  it('refuses a second process on the same embedded database, and takes over a stale lock', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'reviews-lock-'));
    const lockFile = path.join(dataDir, 'pglite.lock');
    // A lock held by a live process (this test's parent stands in for another server).
    writeFileSync(lockFile, JSON.stringify({ pid: process.ppid, purpose: 'server' }));
    await expect(openDatabase({ databaseUrl: undefined, dataDir })).rejects.toThrow(
      `The embedded database in ${path.join(dataDir, 'pglite')} is in use by another process (pid ${process.ppid}, server)`,
    );
    // A lock left by a process that no longer exists is stale.
    writeFileSync(lockFile, JSON.stringify({ pid: 2 ** 22 + 12345, purpose: 'server' }));
    const db = await openDatabase({ databaseUrl: undefined, dataDir }, 'cli');
    expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({
      pid: process.pid,
      purpose: 'cli',
    });
    await db.close();
    expect(existsSync(lockFile)).toBe(false);
  });

  it('loads pg_trgm into the embedded database', async () => {
    const db = await openPglite();
    await db.knex.raw('create extension if not exists pg_trgm');
    const { rows } = await db.knex.raw("select similarity('acme', 'acme corp') > 0.3 as close");
    expect(rows[0].close).toBe(true);
    await db.close();
  });

  it('parses bigint counts as numbers on both engines', async () => {
    const db = await openPglite();
    const { rows } = await db.knex.raw('select count(*) as n, 1.5::numeric as x');
    expect(rows[0]).toEqual({ n: 1, x: 1.5 });
    await db.close();
  });

  it('explains an unreachable PostgreSQL server, without the password', async () => {
    const attempt = openDatabase({
      databaseUrl: 'postgres://app:hunter2@127.0.0.1:1/reviews',
      dataDir: '/unused',
    });
    await expect(attempt).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await expect(attempt).rejects.toThrow(
      /^Cannot connect to PostgreSQL at 127\.0\.0\.1:1\/reviews: .*ECONNREFUSED.*Check DATABASE_URL/,
    );
    await expect(attempt).rejects.not.toThrow(/hunter2/);
  });

  it('explains an unwritable data directory', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'reviews-open-')), 'file');
    writeFileSync(file, 'not a directory');
    const attempt = openDatabase({ databaseUrl: undefined, dataDir: file });
    await expect(attempt).rejects.toBeInstanceOf(ConfigError);
    await expect(attempt).rejects.toThrow(/is not writable/);
  });
});
