import { accessSync, constants, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import knex, { type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import { knexSnakeCaseMappers } from 'objection';
import pg from 'pg';
import type { Logger } from 'pino';
import { unwritable } from '../config/config.ts';
import { type DataDirLock, DataDirLockedError, lockDataDir } from './dataDirLock.ts';
import { selectLeanWebAssemblyCompiler } from './leanWebAssembly.ts';
import { DEFAULT_READ_MAX_LAG_MS } from './replicas/defaults.ts';
import { ReadReplicas } from './replicas/readReplicas.ts';

type Engine = 'postgresql' | 'pglite';

export interface Database {
  knex: Knex;
  engine: Engine;
  /** The connection string, when the engine is PostgreSQL (a snapshot opens its own connection). */
  url?: string;
  /** The embedded instance, when the engine is PGlite (for dumps and maintenance). */
  pglite?: PGlite;
  /**
   * The read replicas (DATABASE_READ_URL), when configured: public reads may go there
   * (`readOnReplica` in http/readRouting.ts); everything else uses `knex`, the primary.
   */
  replicas?: ReadReplicas;
  /** Closes every connection (and, for PGlite, flushes and closes the data directory). */
  close(): Promise<void>;
}

/** Thrown when the database cannot be opened; the entry point prints the message alone. */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
}

// Counts and bigint ids arrive as strings from `pg`; they always fit in a double here.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number.parseFloat(value));

const pgliteParsers = {
  [types.INT8]: (value: string) => Number.parseInt(value, 10),
  [types.NUMERIC]: (value: string) => Number.parseFloat(value),
};

/**
 * The embedded database runs inside this process, so its buffer pool is this process's memory,
 * touched in full when it starts. PostgreSQL's default (128 MB, plus 4 MB of WAL buffers) made
 * PGlite alone ~250 MB resident before the first query. 16 MB keeps the hot pages of a demo
 * or a small site; the rest is read through the operating system's page cache, which the
 * whole machine shares. Measured in api/bench/README.md ("Memory").
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB'];

const pgliteOptions = {
  extensions: { pg_trgm },
  parsers: pgliteParsers,
  startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
};

/** Shared by both engines: camelCase in code, snake_case in the database. */
function baseKnexConfig(): Knex.Config {
  return {
    ...knexSnakeCaseMappers(),
    // A query that forgot `.transacting(trx)` on PGlite waits for its only connection: fail
    // fast instead of hanging for a minute.
    acquireConnectionTimeout: 5_000,
    log: knexLog,
  };
}

/**
 * Knex's own warnings go to stderr, one line each: its default logger writes to stdout (which
 * broke `review-admin … --json`) and prints a stack for every failed connection attempt, an
 * error the caller receives anyway (and the server reports once per outage).
 */
const knexLog = {
  warn(message: string) {
    // Both reach the caller as errors anyway.
    if (/^(Acquire connection error|Connection Error)/.test(message)) return;
    process.stderr.write(`knex: ${firstLine(message)}\n`);
  },
  error(message: string) {
    process.stderr.write(`knex: ${firstLine(message)}\n`);
  },
  deprecate(method: string, alternative: string) {
    process.stderr.write(`knex: ${method} is deprecated, use ${alternative}\n`);
  },
  debug() {},
};

function firstLine(message: string): string {
  return String(message).split('\n', 1)[0] ?? '';
}

/** Connections each instance may open to PostgreSQL (also reported by /metrics). */
export const POSTGRES_POOL_SIZE = 10;

/** How the server reaches its read replicas, when it has any (DATABASE_READ_URL). */
export interface ReadReplicaOptions {
  urls: readonly string[];
  /** A replica further behind than this is left out until it catches up. */
  maxLagMs: number;
  logger?: Logger;
  /** How often the replicas are polled (100 ms); tests poll by hand instead. */
  pollIntervalMs?: number;
}

export async function openPostgres(
  databaseUrl: string,
  options: { preparedStatements?: boolean; readReplicas?: ReadReplicaOptions } = {},
): Promise<Database> {
  const instance = postgresKnex(databaseUrl, options.preparedStatements === true, {
    // Real concurrency: a burst of requests queues for the ten connections, and a loaded
    // machine must not turn that queue into errors. PGlite keeps the fail-fast 5 s.
    acquireMs: 30_000,
    connectMs: 5_000,
  });
  try {
    await instance.raw('select 1');
  } catch (error) {
    await instance.destroy();
    throw new DatabaseUnavailableError(
      `Cannot connect to PostgreSQL at ${describeUrl(databaseUrl)}: ${reason(error)}. ` +
        'Check DATABASE_URL, or unset it to use the embedded database.',
    );
  }
  const replicas = options.readReplicas?.urls.length
    ? await openReadReplicas(instance, options.readReplicas, options.preparedStatements === true)
    : undefined;
  return {
    knex: instance,
    engine: 'postgresql',
    url: databaseUrl,
    replicas,
    close: async () => {
      await replicas?.close();
      await instance.destroy();
    },
  };
}

function postgresKnex(
  url: string,
  preparedStatements: boolean,
  timeouts: { acquireMs: number; connectMs: number },
): Knex {
  const instance = knex({
    ...baseKnexConfig(),
    client: 'pg',
    connection: { connectionString: url, connectionTimeoutMillis: timeouts.connectMs },
    pool: { min: 0, max: POSTGRES_POOL_SIZE },
    acquireConnectionTimeout: timeouts.acquireMs,
  });
  // Read by `runSql` (db/sql.ts): named prepared statements, off unless configured.
  instance.userParams = { preparedStatements };
  return instance;
}

/**
 * The replicas' pools, and their first poll, so a replica that is up serves the very first
 * read. One that is down does not stop the server: it is left out until it answers (the site
 * reads from the primary meanwhile). Its connections give up fast (2 s), since a read that
 * cannot reach it is run again on the primary.
 */
async function openReadReplicas(
  primary: Knex,
  options: ReadReplicaOptions,
  preparedStatements: boolean,
): Promise<ReadReplicas> {
  const replicas = new ReadReplicas(
    primary,
    options.urls.map((url) => ({
      name: describeUrl(url),
      knex: postgresKnex(url, preparedStatements, { acquireMs: 2_000, connectMs: 2_000 }),
    })),
    { maxLagMs: options.maxLagMs, logger: options.logger, pollIntervalMs: options.pollIntervalMs },
  );
  await replicas.poll();
  return replicas;
}

/**
 * Embedded PostgreSQL. `dataDir` undefined gives an in-memory database (tests); otherwise the
 * database lives in `dataDir` and persists across restarts.
 */
export async function openPglite(dataDir?: string, purpose = 'server'): Promise<Database> {
  if (!dataDir) {
    return wrapPglite('memory', () => PGlite.create('memory://', pgliteOptions));
  }
  ensureWritableDirectory(dataDir);
  let lock: DataDirLock;
  try {
    lock = lockDataDir(dataDir, purpose);
  } catch (error) {
    if (error instanceof DataDirLockedError) throw new DatabaseUnavailableError(error.message);
    throw error;
  }
  try {
    const db = await wrapPglite(dataDir, () => PGlite.create(dataDir, pgliteOptions));
    return {
      ...db,
      close: async () => {
        try {
          await db.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** An in-memory PGlite loaded from a `dumpDataDir()` archive (tests start from a template). */
export function openPgliteFromDump(dump: Blob): Promise<Database> {
  return wrapPglite('memory', () => PGlite.create({ ...pgliteOptions, loadDataDir: dump }));
}

async function wrapPglite(where: string, create: () => Promise<PGlite>): Promise<Database> {
  selectLeanWebAssemblyCompiler();
  let pglite: PGlite;
  try {
    pglite = await create();
  } catch (error) {
    throw new DatabaseUnavailableError(
      `Cannot open the embedded database in ${where}: ${reason(error)}. ` +
        'Another process may be using it, or its files may be damaged.',
    );
  }
  const instance = knex({
    ...baseKnexConfig(),
    client: ClientPgLite,
    connection: { pglite } as Knex.StaticConnectionConfig,
  });
  return {
    knex: instance,
    engine: 'pglite',
    pglite,
    close: async () => {
      await instance.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

/** Chooses the engine from the configuration: PostgreSQL when a URL is set, PGlite otherwise. */
export function openDatabase(
  config: {
    databaseUrl: string | undefined;
    databasePreparedStatements?: boolean;
    databaseReadUrls?: readonly string[];
    databaseReadMaxLagMs?: number;
    dataDir: string;
  },
  purpose = 'server',
  /** The server's request-serving processes open the read replicas too; nothing else does. */
  serving?: { readReplicas: true; logger: Logger },
): Promise<Database> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, {
        preparedStatements: config.databasePreparedStatements,
        readReplicas:
          serving && config.databaseReadUrls?.length
            ? {
                urls: config.databaseReadUrls,
                maxLagMs: config.databaseReadMaxLagMs ?? DEFAULT_READ_MAX_LAG_MS,
                logger: serving.logger,
              }
            : undefined,
      })
    : openPglite(path.join(config.dataDir, 'pglite'), purpose);
}

function ensureWritableDirectory(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true });
    accessSync(dir, constants.W_OK);
  } catch (error) {
    throw unwritable(path.dirname(dir), error);
  }
}

/** The URL without its password, for messages. */
function describeUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.hostname}:${url.port || 5432}${url.pathname}`;
  } catch {
    return 'the configured URL';
  }
}

function reason(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return reason(error.errors[0]);
  if (error instanceof Error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code && !error.message.includes(code) ? `${code} ${error.message}` : error.message;
  }
  return String(error);
}
