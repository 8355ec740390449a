import { hostname } from 'node:os';
import type { Knex } from 'knex';
import { Job } from '../models/Job.ts';

/**
 * Claiming and holding jobs. Every statement is short and stands alone (or joins the caller's
 * small transaction): nothing here holds a transaction open across network I/O, which on
 * PGlite's single connection would block every other query.
 */

/** Thrown when a job this worker was running now belongs to someone else (or is finished). */
export class LeaseLostError extends Error {
  override name = 'LeaseLostError';
  constructor(readonly jobId: number) {
    super(`Job ${jobId} is no longer held by this worker`);
  }
}

/** `host:pid:random`: unique per runner, and tells a later process on the same host whose it was. */
export function newWorkerId(): string {
  return `${hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * Atomically takes the oldest due job of the given types: a queued one whose time has come,
 * or a running one whose worker stopped heartbeating (a crash) and still has attempts left.
 * `FOR UPDATE SKIP LOCKED` makes concurrent runners (any number of instances) take different
 * jobs, and a row being claimed is skipped rather than waited for.
 */
export async function claimNextJob(
  knex: Knex,
  options: { workerId: string; types: readonly string[]; staleAfterMs: number },
): Promise<Job | undefined> {
  const due = knex('jobs')
    .select('id')
    .whereIn('type', options.types)
    .where((where) =>
      where
        .where((queued) => queued.where('status', 'queued').where('runAt', '<=', knex.fn.now()))
        .orWhere((stale) =>
          stale
            .where('status', 'running')
            .where('heartbeatAt', '<', staleBefore(knex, options.staleAfterMs))
            .where('attempts', '<', knex.ref('maxAttempts')),
        ),
    )
    .orderBy([
      { column: 'runAt', order: 'asc' },
      { column: 'id', order: 'asc' },
    ])
    .limit(1)
    .forUpdate()
    .skipLocked();
  return takeJob(knex, due, options.workerId);
}

/** Takes one specific job (the CLI running it in the foreground), under the same rules. */
export async function claimJobById(
  knex: Knex,
  jobId: number,
  options: { workerId: string; staleAfterMs: number; ownerIsDead?: boolean },
): Promise<Job | undefined> {
  const claimable = knex('jobs')
    .select('id')
    .where('id', jobId)
    .where((where) => {
      where.where('status', 'queued').orWhere((running) => {
        running.where('status', 'running');
        if (!options.ownerIsDead) {
          running.where('heartbeatAt', '<', staleBefore(knex, options.staleAfterMs));
        }
      });
    })
    .forUpdate()
    .skipLocked();
  return takeJob(knex, claimable, options.workerId);
}

async function takeJob(knex: Knex, which: Knex.QueryBuilder, workerId: string) {
  const rows: Array<Record<string, unknown>> = await knex('jobs')
    .where('id', which)
    .update({
      status: 'running',
      lockedBy: workerId,
      lockedAt: knex.fn.now(),
      heartbeatAt: knex.fn.now(),
      attempts: knex.raw('attempts + 1'),
      startedAt: knex.raw('coalesce(started_at, now())'),
      updatedAt: knex.fn.now(),
    })
    .returning('*');
  return rows[0] ? Job.fromDatabaseJson(rows[0]) : undefined;
}

function staleBefore(knex: Knex, staleAfterMs: number) {
  return knex.raw('now() - make_interval(secs => ?)', [staleAfterMs / 1000]);
}

/**
 * Proves the worker is alive and learns whether an admin asked to cancel. Throws
 * `LeaseLostError` when the job was taken over or finished meanwhile.
 */
export async function heartbeat(knex: Knex, jobId: number, workerId: string) {
  const rows: Array<{ cancelRequested: boolean }> = await knex('jobs')
    .where({ id: jobId, lockedBy: workerId, status: 'running' })
    .update({ heartbeatAt: knex.fn.now() })
    .returning(['cancelRequested']);
  if (!rows[0]) throw new LeaseLostError(jobId);
  return { cancelRequested: rows[0].cancelRequested };
}

/** Stores progress (in the caller's transaction, with the company it describes). */
export async function saveProgress(
  knex: Knex,
  jobId: number,
  workerId: string,
  progress: object,
): Promise<{ cancelRequested: boolean }> {
  const rows: Array<{ cancelRequested: boolean }> = await knex('jobs')
    .where({ id: jobId, lockedBy: workerId, status: 'running' })
    .update({
      progress: JSON.stringify(progress),
      heartbeatAt: knex.fn.now(),
      updatedAt: knex.fn.now(),
    })
    .returning(['cancelRequested']);
  if (!rows[0]) throw new LeaseLostError(jobId);
  return { cancelRequested: rows[0].cancelRequested };
}

export type FinalStatus = 'completed' | 'failed' | 'cancelled';

/** Ends the job for good; false when this worker no longer held it. */
export async function finishJob(
  knex: Knex,
  jobId: number,
  workerId: string,
  outcome: {
    status: FinalStatus;
    result?: Record<string, unknown> | null;
    error?: string | null;
    progress?: object;
  },
): Promise<boolean> {
  const updated = await knex('jobs')
    .where({ id: jobId, lockedBy: workerId, status: 'running' })
    .update({
      status: outcome.status,
      result: outcome.result === undefined ? null : JSON.stringify(outcome.result),
      error: outcome.error ?? null,
      ...(outcome.progress ? { progress: JSON.stringify(outcome.progress) } : {}),
      finishedAt: knex.fn.now(),
      lockedBy: null,
      lockedAt: null,
      updatedAt: knex.fn.now(),
    });
  return updated > 0;
}

/**
 * Hands the job back, to be taken again after `delayMs`: on a clean shutdown (the attempt is
 * not counted: nothing went wrong) or after a failure worth retrying (it is).
 */
export async function releaseJob(
  knex: Knex,
  jobId: number,
  workerId: string,
  options: { delayMs?: number; countAttempt: boolean; error?: string },
): Promise<void> {
  await knex('jobs')
    .where({ id: jobId, lockedBy: workerId, status: 'running' })
    .update({
      status: 'queued',
      lockedBy: null,
      lockedAt: null,
      heartbeatAt: null,
      runAt: knex.raw('now() + make_interval(secs => ?)', [(options.delayMs ?? 0) / 1000]),
      ...(options.countAttempt ? {} : { attempts: knex.raw('greatest(attempts - 1, 0)') }),
      ...(options.error ? { error: options.error } : {}),
      updatedAt: knex.fn.now(),
    });
}

/**
 * Whether the worker holding a job is certainly gone: it ran on this host and its process no
 * longer exists. Lets a restarted CLI take over at once instead of waiting for staleness.
 */
export function isOwnerDead(lockedBy: string | null): boolean {
  if (!lockedBy) return true;
  const [host, pidText] = lockedBy.split(':');
  const pid = Number(pidText);
  if (host !== hostname() || !Number.isInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}
