import knex, { type Knex } from 'knex';
import { MIGRATIONS } from '../../db/migrationSource.ts';
import { type Database, openPostgres } from '../../src/db/openDatabase.ts';
import { prepareDatabase } from '../../src/db/prepareDatabase.ts';
import { rebuildDerivedData } from '../../src/services/companies/rebuildDerivedData.ts';
import { type GeneratedCounts, generateScaleData, type ScaleSize } from './generateScaleData.ts';

/** Bump when the generator's output changes: kept databases are then generated again. */
const GENERATOR_VERSION = 2;

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

/** `bench_scale_1m`, `bench_scale_10k`, `bench_scale_200`, `bench_scale_1m_smallvocab`. */
function scaleDatabaseName({ companies, vocabulary }: ScaleSize): string {
  const label =
    companies >= 1_000_000 && companies % 1_000_000 === 0
      ? `${companies / 1_000_000}m`
      : companies >= 1000 && companies % 1000 === 0
        ? `${companies / 1000}k`
        : String(companies);
  return `bench_scale_${label}${vocabulary === 'small' ? '_smallvocab' : ''}`;
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The generated database for `size`, kept between runs on the server of `serverUrl`: made when
 * missing, when an applied migration is no longer in the code, when the generator changed, or
 * when `force`; migrated forward when the code only added migrations since. A generation that
 * did not finish leaves no `bench.scale_meta` row, so it is redone. The bench's own record is
 * in a schema of its own (`bench`), not among the application's tables (`public`), so a backup
 * of this database restores into a fresh one like a production backup does.
 */
export async function ensureScaleDatabase(
  serverUrl: string,
  size: ScaleSize,
  options: { force?: boolean; keepIndexes?: boolean; log?: (line: string) => void } = {},
): Promise<ScaleDatabase> {
  const log = options.log ?? (() => {});
  const name = scaleDatabaseName(size);
  const url = databaseUrl(serverUrl, name);
  const admin = knex({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
  try {
    const stale = options.force ? 'forced' : await whyStale(admin, url, name, size);
    if (!stale || stale === BEHIND) {
      const db = await openPostgres(url);
      if (stale === BEHIND) await upgrade(db.knex, log, name);
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
  const generatedSeconds = Math.round((performance.now() - started) / 100) / 10;
  const generatedAt = new Date().toISOString();
  await db.knex.raw('create schema bench');
  await db.knex.raw(
    `create table ${META} (generator int, migrations jsonb, size jsonb, counts jsonb,
                                    generated_seconds float8, generated_at timestamptz)`,
  );
  await db.knex.raw(`insert into ${META} values (?, ?, ?, ?, ?, ?)`, [
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

/** Only new migrations since it was made: brought up to date as production would be. */
const BEHIND = 'migrations behind';

/**
 * A kept database whose code gained migrations since: they run on it as on a production
 * database (much quicker than generating a million companies again), then the derived data is
 * rebuilt from the rows (a migration may add derived tables that the bulk load never filled)
 * and the statistics refreshed. A changed or removed migration, or a new generator, still means
 * generating again.
 */
async function upgrade(appKnex: Knex, log: (line: string) => void, name: string): Promise<void> {
  const started = performance.now();
  await prepareDatabase(appKnex);
  await rebuildDerivedData(appKnex);
  await appKnex.raw('vacuum analyze');
  await appKnex.raw(`update ${META} set migrations = ?`, [
    JSON.stringify(MIGRATIONS.map(([migration]) => migration)),
  ]);
  log(`${name}: migrated forward in ${Math.round((performance.now() - started) / 1000)} s`);
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
    await moveOldMeta(probe);
    const meta = await readMeta(probe).catch(() => undefined);
    if (!meta) return 'unfinished';
    const applied: Array<{ name: string }> = await probe('knex_migrations')
      .orderBy('id')
      .select('name');
    const expected = new Set(MIGRATIONS.map(([migration]) => migration));
    if (meta.generator !== GENERATOR_VERSION) return 'generator changed';
    if (
      meta.size.companies !== size.companies ||
      meta.size.reviews !== size.reviews ||
      meta.size.vocabulary !== size.vocabulary
    ) {
      return 'size changed';
    }
    if (applied.some((row) => !expected.has(row.name))) return 'migrations changed';
    if (applied.length < expected.size) return BEHIND;
    return undefined;
  } finally {
    await probe.destroy();
  }
}

const META = 'bench.scale_meta';

/** Databases generated before the record had its own schema: moved there, not generated again. */
async function moveOldMeta(k: Knex): Promise<void> {
  const { rows } = await k.raw(`select to_regclass('public.bench_scale_meta') is not null as old`);
  if (!rows[0]?.old) return;
  await k.raw('create schema if not exists bench');
  await k.raw('alter table public.bench_scale_meta set schema bench');
  await k.raw('alter table bench.bench_scale_meta rename to scale_meta');
}

async function readMeta(k: Knex) {
  const { rows } = await k.raw(
    `select generator, size, counts, generated_seconds, generated_at from ${META}`,
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
