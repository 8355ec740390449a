import type { Knex } from 'knex';
import pg from 'pg';
import type { Logger } from 'pino';
import { type DatabaseOutage, isConnectionError } from '../db/databaseOutage.ts';
import type { Database } from '../db/openDatabase.ts';

/** The channel `enqueueJob` notifies (payload: the job type) and runners listen on. */
const JOBS_CHANNEL = 'jobs';
const RECONNECT_MS = 5_000;

export interface JobWakeup {
  /** Stops listening (and closes the dedicated connection on PostgreSQL). */
  close(): Promise<void>;
}

/**
 * Calls `wake` whenever a job is enqueued anywhere (issue 12: the idle runner polled the jobs
 * table twice a second). PostgreSQL: `LISTEN` on a dedicated `pg` connection outside the pool
 * (a pooled connection would be handed to queries), reconnecting after a failure. PGlite: its
 * own `listen` API on the same embedded instance (knex-pglite does not expose notifications,
 * but the Database keeps the instance). NOTIFY is sent inside the enqueueing transaction, so it
 * arrives only when the job is committed and claimable. The runner's back-off poll stays as the
 * safety net (a notification lost while reconnecting, a stale job to take over).
 */
export async function listenForJobs(
  db: Database,
  logger: Logger,
  wake: () => void,
  outage?: DatabaseOutage,
): Promise<JobWakeup> {
  if (db.engine === 'pglite' && db.pglite) {
    const pglite = db.pglite;
    const unlisten = await pglite.listen(JOBS_CHANNEL, () => wake());
    return {
      close: async () => {
        if (!pglite.closed) await unlisten();
      },
    };
  }
  // Losing the database is reported to the runner's outage (one warning for the outage, not one
  // per reconnect attempt); anything else is this listener's own warning.
  const warn = (error: unknown, message: string) => {
    if (outage && isConnectionError(error)) outage.report(error);
    else logger.warn({ err: error }, message);
  };
  return listenOnPostgres(db.knex, warn, wake);
}

async function listenOnPostgres(
  knex: Knex,
  warn: (error: unknown, message: string) => void,
  wake: () => void,
): Promise<JobWakeup> {
  const connection = (knex.client as { config: Knex.Config }).config.connection as pg.ClientConfig;
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    if (closed) return;
    const next = new pg.Client(connection);
    next.on('notification', () => wake());
    next.on('error', (error) => {
      warn(error, 'jobs: notification connection lost; polling until it is back');
      void next.end().catch(() => undefined);
      if (client === next) client = undefined;
      scheduleReconnect();
    });
    try {
      await next.connect();
      await next.query(`listen ${JOBS_CHANNEL}`);
      if (closed) {
        await next.end();
        return;
      }
      client = next;
      // Whatever was enqueued while not listening is found now rather than at the next poll.
      wake();
    } catch (error) {
      warn(error, 'jobs: cannot listen for new jobs; polling instead');
      await next.end().catch(() => undefined);
      scheduleReconnect();
    }
  };
  const scheduleReconnect = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, RECONNECT_MS);
    retry.unref();
  };

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}

/** Tells listening runners a job was enqueued; delivered when the caller's transaction commits. */
export async function notifyJobEnqueued(knex: Knex, type: string): Promise<void> {
  await knex.raw('select pg_notify(?, ?)', [JOBS_CHANNEL, type]);
}
