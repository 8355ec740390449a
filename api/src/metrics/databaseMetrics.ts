import type { Knex } from 'knex';
import { Counter, Gauge, type Registry } from 'prom-client';
import { type Database, POSTGRES_POOL_SIZE } from '../db/openDatabase.ts';
import type { Replica } from '../db/replicas/readReplicas.ts';

/** The pool figures tarn (knex's pool) keeps; absent on a client without a pool of its own. */
interface PoolCounts {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
}

function poolCounts(knex: Knex): PoolCounts | undefined {
  const pool = knex.client.pool as Partial<PoolCounts> | undefined;
  return typeof pool?.numUsed === 'function' ? (pool as PoolCounts) : undefined;
}

/** Counts the queries sent and not yet answered on one knex (each holds a pool connection). */
function queriesInFlight(knex: Knex): () => number {
  let inFlight = 0;
  knex.on('query', () => {
    inFlight += 1;
  });
  const settled = () => {
    inFlight = Math.max(0, inFlight - 1);
  };
  knex.on('query-response', settled);
  knex.on('query-error', settled);
  return () => inFlight;
}

/**
 * The database side of /metrics, labelled `database="primary"` or with a replica's
 * `host:port/database`: each pool's use, and for each read replica whether it is up and in
 * rotation, how far it lags (seconds and bytes of WAL), and who answered the public reads.
 * The replica figures are the router's own, refreshed every 100 ms (`ReadReplicas`): a scrape
 * asks no database anything for them.
 */
export function databaseMetrics(db: Database, registry: Registry): void {
  const replicas = db.replicas?.replicas ?? [];
  const pools: { database: string; knex: Knex; inFlight: () => number; max: number }[] = [
    {
      database: 'primary',
      knex: db.knex,
      inFlight: queriesInFlight(db.knex),
      max: db.engine === 'postgresql' ? POSTGRES_POOL_SIZE : 1,
    },
    ...replicas.map((replica) => ({
      database: replica.name,
      knex: replica.knex,
      inFlight: queriesInFlight(replica.knex),
      max: POSTGRES_POOL_SIZE,
    })),
  ];

  new Gauge({
    name: 'db_queries_in_flight',
    help: 'Queries sent to the database and not yet answered (each holds a pool connection)',
    labelNames: ['database'],
    registers: [registry],
    collect() {
      for (const pool of pools) this.set({ database: pool.database }, pool.inFlight());
    },
  });
  new Gauge({
    name: 'db_pool_max_connections',
    help: 'Connections this instance may open (PostgreSQL pool size; 1 for the embedded database)',
    labelNames: ['database'],
    registers: [registry],
    collect() {
      for (const pool of pools) this.set({ database: pool.database }, pool.max);
    },
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Pool connections by state: used (lent to a query), free (open, idle), pending (requests waiting for one)',
    labelNames: ['database', 'state'],
    registers: [registry],
    collect() {
      for (const pool of pools) {
        const counts = poolCounts(pool.knex);
        if (!counts) continue;
        this.set({ database: pool.database, state: 'used' }, counts.numUsed());
        this.set({ database: pool.database, state: 'free' }, counts.numFree());
        this.set({ database: pool.database, state: 'pending' }, counts.numPendingAcquires());
      }
    },
  });
  if (!db.replicas) return;
  const router = db.replicas;

  replicaGauge(
    registry,
    replicas,
    'db_replica_up',
    'The replica answered its last poll as a standby (1) or not (0)',
    (r) => (r.up ? 1 : 0),
  );
  replicaGauge(
    registry,
    replicas,
    'db_replica_in_rotation',
    'The replica serves reads (1): up, and lagging no more than DATABASE_READ_MAX_LAG_MS',
    (r) => (r.inRotation ? 1 : 0),
  );
  replicaGauge(
    registry,
    replicas,
    'db_replica_lag_seconds',
    'How old the newest write the replica may be missing is (0: it has everything)',
    (r) => r.lagSeconds,
  );
  replicaGauge(
    registry,
    replicas,
    'db_replica_lag_bytes',
    "Bytes of the primary's WAL the replica has not replayed yet",
    (r) => r.lagBytes,
  );
  new Counter({
    name: 'db_public_reads_total',
    help: 'Public reads by the database that answered them (a replica, or the primary)',
    labelNames: ['database'],
    registers: [registry],
    collect() {
      this.reset();
      this.inc({ database: 'primary' }, router.primaryReads);
      for (const replica of replicas) this.inc({ database: replica.name }, replica.reads);
    },
  });
  new Counter({
    name: 'db_replica_fallbacks_total',
    help: 'Reads that failed on a replica (unreachable, or cancelled by replay) and were answered by the primary',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(router.fallbacks);
    },
  });
}

function replicaGauge(
  registry: Registry,
  replicas: readonly Replica[],
  name: string,
  help: string,
  value: (replica: Replica) => number | undefined,
): void {
  new Gauge({
    name,
    help,
    labelNames: ['replica'],
    registers: [registry],
    collect() {
      this.reset();
      for (const replica of replicas) {
        const figure = value(replica);
        if (figure !== undefined) this.set({ replica: replica.name }, figure);
      }
    },
  });
}
