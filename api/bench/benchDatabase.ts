import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import knex from 'knex';
import { type Database, openPglite, openPostgres } from '../src/db/openDatabase.ts';
import { prepareDatabase } from '../src/db/prepareDatabase.ts';

/** The PostgreSQL server benchmarks may use (a throwaway database is created on it). */
export const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

/**
 * A fresh, migrated database: PGlite in a temporary directory (on disk, as `npm start` and the
 * CLI use it), or a new database on the PostgreSQL server, with its `url` for another process
 * (the CLI bench) to connect to. Both are removed on close.
 */
export async function benchDatabase(
  engine: 'pglite' | 'postgresql',
): Promise<Database & { url?: string }> {
  if (engine === 'pglite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'review-bench-'));
    const db = await openPglite(dir);
    await prepareDatabase(db.knex);
    return {
      ...db,
      close: async () => {
        await db.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  if (!postgresUrl) throw new Error('Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) for PostgreSQL');
  const name = `bench_${randomBytes(4).toString('hex')}`;
  const admin = knex({ client: 'pg', connection: postgresUrl, pool: { min: 0, max: 1 } });
  await admin.raw('create database ??', [name]);
  await admin.destroy();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString());
  await prepareDatabase(db.knex);
  return {
    ...db,
    url: url.toString(),
    close: async () => {
      await db.close();
      const cleanup = knex({ client: 'pg', connection: postgresUrl, pool: { min: 0, max: 1 } });
      await cleanup.raw('drop database if exists ?? with (force)', [name]);
      await cleanup.destroy();
    },
  };
}

/** Samples this process's memory until stopped; the peaks and the starting point. */
export function memorySampler(intervalMs = 50) {
  const start = process.memoryUsage();
  let peakRss = start.rss;
  let peakHeap = start.heapUsed;
  const sample = () => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  };
  const timer = setInterval(sample, intervalMs);
  return {
    sample,
    stop() {
      clearInterval(timer);
      sample();
      const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
      return {
        rssStartMb: mb(start.rss),
        rssPeakMb: mb(peakRss),
        rssGrowthMb: mb(peakRss - start.rss),
        heapStartMb: mb(start.heapUsed),
        heapPeakMb: mb(peakHeap),
      };
    },
  };
}
