import type { Knex } from 'knex';
import type { Logger } from 'pino';
import pino from 'pino';
import { isConnectionError } from '../databaseOutage.ts';
import { runSql, sql } from '../sql.ts';
import { parseLsn } from './lsn.ts';
import { type PrimarySample, primaryHistory } from './primaryHistory.ts';

/** How often each replica (and the primary's WAL position) is asked where it is. */
const POLL_INTERVAL_MS = 100;
/** A replica that is down is tried again this often, not every poll. */
const DOWN_RETRY_MS = 1_000;

/** One read replica as the router sees it, refreshed by the poll. */
export interface Replica {
  /** `host:port/database`, without credentials: the label in logs and metrics. */
  readonly name: string;
  readonly knex: Knex;
  /** It answered its last poll as a standby. */
  up: boolean;
  /** Up, and no further behind the primary than the configured limit: it gets reads. */
  inRotation: boolean;
  /** The WAL it has replayed, as of its last poll. */
  replayedLsn: bigint | undefined;
  /** Bytes of WAL the primary had written and this replica had not replayed, at the last poll. */
  lagBytes: number | undefined;
  /** How old the newest write it may be missing is (0 when caught up), at the last poll. */
  lagSeconds: number | undefined;
  /** Reads it has answered (for /metrics). */
  reads: number;
}

export interface ReadReplicasOptions {
  /** A replica further behind than this is left out until it catches up. */
  maxLagMs: number;
  logger?: Logger;
  pollIntervalMs?: number;
}

/**
 * The read replicas of one primary (DATABASE_READ_URL) and which of them may serve a read now.
 *
 * Every 100 ms it asks the primary for its WAL position and each replica for the position it
 * has replayed (`pg_last_wal_replay_lsn()`): one tiny query each, so choosing a replica for a
 * request costs no query at all, only a look at these cached figures. A replica that fails its
 * poll is down; one that lags more than `maxLagMs` is out of rotation; both come back on their
 * own at the first poll that finds them well. The lag in time is measured against the
 * primary's own positions, sampled at each poll (`primaryHistory`), so it needs no clock
 * agreement between machines and no recent transaction on the primary.
 */
export class ReadReplicas {
  readonly replicas: readonly Replica[];
  private readonly history = primaryHistory();
  private readonly logger: Logger;
  private readonly maxLagMs: number;
  private timer: NodeJS.Timeout | undefined;
  private polling = false;
  private readonly retryAt = new Map<Replica, number>();
  private next = 0;
  /** Public reads the primary answered: no replica in rotation had the visitor's last write. */
  primaryReads = 0;
  /** Reads that failed on a replica and were answered by the primary. */
  fallbacks = 0;

  constructor(
    private readonly primary: Knex,
    replicas: readonly { name: string; knex: Knex }[],
    options: ReadReplicasOptions,
  ) {
    this.replicas = replicas.map((replica) => ({
      ...replica,
      up: false,
      inRotation: false,
      replayedLsn: undefined,
      lagBytes: undefined,
      lagSeconds: undefined,
      reads: 0,
    }));
    this.maxLagMs = options.maxLagMs;
    this.logger = options.logger ?? pino({ level: 'silent' });
    this.timer = setInterval(() => void this.poll(), options.pollIntervalMs ?? POLL_INTERVAL_MS);
    this.timer.unref();
  }

  /**
   * A replica for one read, taking turns among those in rotation; with `after` (the visitor's
   * last write), only one that has replayed it. `undefined`: read from the primary.
   */
  choose(after?: bigint): Replica | undefined {
    const count = this.replicas.length;
    for (let i = 0; i < count; i++) {
      const replica = this.replicas[(this.next + i) % count];
      if (!replica?.inRotation) continue;
      if (after !== undefined && (replica.replayedLsn === undefined || replica.replayedLsn < after))
        continue;
      this.next = (this.next + i + 1) % count;
      return replica;
    }
    return undefined;
  }

  /**
   * A read failed on `replica` (`isReplicaFailure`). Unreachable: out of rotation at once, not
   * at the next poll. A query cancelled by replay is the replica working as it should: it stays.
   */
  markFailed(replica: Replica, error: unknown): void {
    if (!isConnectionError(error)) return;
    this.setState(replica, { up: false, inRotation: false }, error);
    this.retryAt.set(replica, Date.now() + DOWN_RETRY_MS);
  }

  /** Counts a public read by who answered it: `replica`, or the primary (`undefined`). */
  countRead(replica: Replica | undefined, options: { fallback?: boolean } = {}): void {
    if (replica) replica.reads += 1;
    else this.primaryReads += 1;
    if (options.fallback) this.fallbacks += 1;
  }

  /**
   * A WAL position every replica reaches once it has this connection's last commit, asked right
   * after a write. The flush position: a commit that waits for its WAL to reach disk
   * (synchronous_commit on, local or remote_*: the default, and every write here) ends at or
   * before it, and a replica is only ever sent flushed WAL, so one that has replayed all it was
   * sent reaches it. Not the insert position: that can lie past WAL not yet written out (another
   * backend's record, the next page's header), so a caught-up replica of an idle primary could
   * stay short of it and the visitor kept on the primary. Under synchronous_commit off a commit
   * can return before its WAL is flushed, so there the insert position is the safe one.
   */
  async writtenLsn(): Promise<bigint | undefined> {
    const [row] = await runSql<{ lsn: string }>(
      this.primary,
      sql`select (case when current_setting('synchronous_commit') = 'off'
                   then pg_current_wal_insert_lsn()
                   else pg_current_wal_flush_lsn() end)::text as lsn`,
    );
    return row ? parseLsn(row.lsn) : undefined;
  }

  /** Runs one round of polls now (the timer does it every 100 ms; tests call it to not wait). */
  async poll(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      const sample = await this.samplePrimary();
      await Promise.all(this.replicas.map((replica) => this.pollReplica(replica, sample)));
    } finally {
      this.polling = false;
    }
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await Promise.all(this.replicas.map((replica) => replica.knex.destroy()));
  }

  private async samplePrimary(): Promise<PrimarySample | undefined> {
    try {
      const [row] = await runSql<{ lsn: string }>(
        this.primary,
        sql`select pg_current_wal_lsn()::text as lsn`,
      );
      const lsn = row ? parseLsn(row.lsn) : undefined;
      if (lsn !== undefined) return this.history.record(lsn, Date.now());
    } catch {
      // The primary's own outage is reported by the requests that need it (DatabaseOutage);
      // the replicas keep their last figures until it answers again.
    }
    return undefined;
  }

  private async pollReplica(replica: Replica, primary: PrimarySample | undefined): Promise<void> {
    const retryAt = this.retryAt.get(replica);
    if (retryAt !== undefined && Date.now() < retryAt) return;
    let row: { standby: boolean; replayed: string | null } | undefined;
    try {
      [row] = await runSql<{ standby: boolean; replayed: string | null }>(
        replica.knex,
        sql`select pg_is_in_recovery() as standby, pg_last_wal_replay_lsn()::text as replayed`,
      );
    } catch (error) {
      this.setState(replica, { up: false, inRotation: false }, error);
      this.retryAt.set(replica, Date.now() + DOWN_RETRY_MS);
      return;
    }
    this.retryAt.delete(replica);
    const replayed = row?.replayed ? parseLsn(row.replayed) : undefined;
    if (!row?.standby || replayed === undefined) {
      // A server that is not (or no longer) a standby, e.g. promoted: its data may have parted
      // from the primary's, so it serves nothing.
      this.setState(replica, { up: false, inRotation: false }, 'not a standby');
      return;
    }
    replica.replayedLsn = replayed;
    if (primary) {
      replica.lagBytes = Math.max(0, Number(primary.lsn - replayed));
      replica.lagSeconds = this.history.lagMs(replayed, primary.at) / 1000;
    }
    const lagMs = (replica.lagSeconds ?? 0) * 1000;
    this.setState(replica, { up: true, inRotation: lagMs <= this.maxLagMs });
  }

  private setState(
    replica: Replica,
    state: { up: boolean; inRotation: boolean },
    reason?: unknown,
  ): void {
    const was = replica.inRotation;
    replica.up = state.up;
    replica.inRotation = state.inRotation;
    if (was === state.inRotation) return;
    if (state.inRotation) {
      this.logger.info({ replica: replica.name }, 'Read replica back in rotation');
    } else if (!state.up) {
      const why = reason instanceof Error ? reason.message : String(reason);
      this.logger.warn(
        { replica: replica.name, reason: why },
        'Read replica unreachable: its reads go to the primary',
      );
    } else {
      this.logger.warn(
        { replica: replica.name, lagSeconds: replica.lagSeconds, maxLagMs: this.maxLagMs },
        'Read replica lags too far behind: its reads go to the primary',
      );
    }
  }
}

/**
 * Whether a read that failed on a replica should be run again on the primary: the replica could
 * not be reached, or it cancelled the query because replaying the primary's changes needed the
 * rows it was reading (SQLSTATE 40001 on a standby, "conflict with recovery").
 */
export function isReplicaFailure(error: unknown): boolean {
  if (isConnectionError(error)) return true;
  const failure = error as { code?: unknown; nativeError?: { code?: unknown } } | null;
  return failure?.code === '40001' || failure?.nativeError?.code === '40001';
}
