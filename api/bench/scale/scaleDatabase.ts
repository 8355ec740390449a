import { existsSync } from 'node:fs';
import path from 'node:path';
import knex, { type Knex } from 'knex';
import { MIGRATIONS } from '../../db/migrationSource.ts';
import { type Database, openPostgres } from '../../src/db/openDatabase.ts';
import { prepareDatabase } from '../../src/db/prepareDatabase.ts';
import { type GeneratedCounts, generateScaleData, type ScaleSize } from './generateScaleData.ts';

/** Bump when the generator's output changes: kept databases are then generated again. */
export const GENERATOR_VERSION = 1;

export interface ScaleDatabase {
  name: string;
  url: string;
  db: Database;
  counts: GeneratedCounts;
  /** Seconds the generation took (in this run, or when the kept database was made). */
  generatedSeconds: number;
  generatedAt: string;
  reused: boolean;
}

/** `bench_scale_1m`, `bench_scale_10k`, `bench_scale_200`. */
export function scaleDatabaseName(companies: number): string {
  const label =
    companies >= 1_000_000 && companies % 1_000_000 === 0
      ? `${companies / 1_000_000}m`
      : companies >= 1000 && companies % 1000 === 0
        ? `${companies / 1000}k`
        : String(companies);
  return `bench_scale_${label}`;
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The generated database for `size`, kept between runs on the server of `serverUrl`: made when
 * missing, when its migrations are behind the code's, when the generator changed, or when
 * `force`. A generation that did not finish leaves no `bench_scale_meta` row, so it is redone.
 */
export async function ensureScaleDatabase(
  serverUrl: string,
  size: ScaleSize,
  options: { force?: boolean; keepIndexes?: boolean; log?: (line: string) => void } = {},
): Promise<ScaleDatabase> {
  const log = options.log ?? (() => {});
  const name = scaleDatabaseName(size.companies);
  const url = databaseUrl(serverUrl, name);
  const admin = knex({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
  try {
    const stale = options.force ? 'forced' : await whyStale(admin, url, name, size);
    if (!stale) {
      const db = await openPostgres(url);
      const meta = await readMeta(db.knex);
      log(`${name}: kept from ${meta!.generatedAt}`);
      return { name, url, db, ...meta!, reused: true };
    }
    log(`${name}: generating (${stale})`);
    await admin.raw('drop database if exists ?? with (force)', [name]);
    await admin.raw('create database ??', [name]);
  } finally {
    await admin.destroy();
  }

  const started = performance.now();
  const db = await openPostgres(url);
  await prepareDatabase(db.knex);
  const counts = await generateScaleData(db.knex, {
    ...size,
    keepIndexes: options.keepIndexes ?? false,
    onPhase: (phase, seconds) => log(`  ${phase}: ${seconds} s`),
  });
  await rebuildDerived(db.knex, log);
  const generatedSeconds = Math.round((performance.now() - started) / 100) / 10;
  const generatedAt = new Date().toISOString();
  await db.knex.raw(
    `create table bench_scale_meta (generator int, migrations jsonb, size jsonb, counts jsonb,
                                    generated_seconds float8, generated_at timestamptz)`,
  );
  await db.knex.raw('insert into bench_scale_meta values (?, ?, ?, ?, ?, ?)', [
    GENERATOR_VERSION,
    JSON.stringify(MIGRATIONS.map(([migration]) => migration)),
    JSON.stringify(size),
    JSON.stringify(counts),
    generatedSeconds,
    generatedAt,
  ]);
  log(`${name}: generated in ${generatedSeconds} s`);
  return { name, url, db, counts, generatedSeconds, generatedAt, reused: false };
}

const REBUILD_FILE = path.resolve(
  import.meta.dirname,
  '../../src/services/companies/rebuildDerivedData.ts',
);

/**
 * Derived tables (search prefixes, category counts, stored trust scores) recomputed from the
 * loaded rows, when the code has them. Guarded: the bench also runs on code without that file.
 */
async function rebuildDerived(appKnex: Knex, log: (line: string) => void): Promise<void> {
  if (!existsSync(REBUILD_FILE)) return;
  const started = performance.now();
  const module = (await import(REBUILD_FILE)) as { rebuildDerivedData(knex: Knex): Promise<void> };
  await module.rebuildDerivedData(appKnex);
  await appKnex.raw('vacuum analyze');
  log(`  derived data: ${Math.round((performance.now() - started) / 100) / 10} s`);
}

async function whyStale(
  admin: Knex,
  url: string,
  name: string,
  size: ScaleSize,
): Promise<string | undefined> {
  const { rows } = await admin.raw('select 1 from pg_database where datname = ?', [name]);
  if (rows.length === 0) return 'missing';
  const probe = knex({ client: 'pg', connection: url, pool: { min: 0, max: 1 } });
  try {
    const meta = await readMeta(probe).catch(() => undefined);
    if (!meta) return 'unfinished';
    const applied: Array<{ name: string }> = await probe('knex_migrations')
      .orderBy('id')
      .select('name');
    const expected = MIGRATIONS.map(([migration]) => migration);
    if (applied.map((row) => row.name).join() !== expected.join()) return 'migrations changed';
    if (meta.generator !== GENERATOR_VERSION) return 'generator changed';
    if (meta.size.companies !== size.companies || meta.size.reviews !== size.reviews) {
      return 'size changed';
    }
    return undefined;
  } finally {
    await probe.destroy();
  }
}

async function readMeta(k: Knex) {
  const { rows } = await k.raw(
    'select generator, size, counts, generated_seconds, generated_at from bench_scale_meta',
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    generator: Number(row.generator),
    size: row.size as ScaleSize,
    counts: row.counts as GeneratedCounts,
    generatedSeconds: Number(row.generated_seconds ?? row.generatedSeconds),
    generatedAt: new Date(row.generated_at ?? row.generatedAt).toISOString(),
  };
}
