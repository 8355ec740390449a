import type { Knex } from 'knex';
import { Job } from '../models/Job.ts';
import { notifyJobEnqueued } from './wakeup.ts';

export interface NewJob {
  type: string;
  /** At most one live (queued or running) job per key. */
  uniqueKey: string | null;
  payload: object;
  progress?: object;
  maxAttempts?: number;
  /** Insert already claimed by this worker (the CLI running a job itself). */
  claimedBy?: string;
}

/** Must match the predicate of the `jobs_live_unique` partial index. */
const LIVE_KEY_CONFLICT =
  "(unique_key) where unique_key is not null and status in ('queued', 'running')";

/**
 * Adds a job unless a live one with the same key exists, in which case that one is returned
 * (`created: false`). Uses `ON CONFLICT DO NOTHING`, so it is safe inside a caller's
 * transaction and against concurrent callers.
 */
export async function enqueueJob(knex: Knex, job: NewJob): Promise<{ job: Job; created: boolean }> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const claimed = job.claimedBy
      ? {
          status: 'running',
          lockedBy: job.claimedBy,
          lockedAt: knex.fn.now(),
          heartbeatAt: knex.fn.now(),
          startedAt: knex.fn.now(),
          attempts: 1,
        }
      : {};
    const rows: Array<Record<string, unknown>> = await knex('jobs')
      .insert({
        type: job.type,
        uniqueKey: job.uniqueKey,
        payload: JSON.stringify(job.payload),
        progress: JSON.stringify(job.progress ?? {}),
        ...(job.maxAttempts ? { maxAttempts: job.maxAttempts } : {}),
        ...claimed,
      })
      .onConflict(knex.raw(LIVE_KEY_CONFLICT))
      .ignore()
      .returning('*');
    if (rows[0]) {
      // Wakes idle runners when this commits (a job inserted already claimed needs no runner).
      if (!job.claimedBy) await notifyJobEnqueued(knex, job.type);
      return { job: Job.fromDatabaseJson(rows[0]), created: true };
    }
    const live = job.uniqueKey ? await findLiveJob(knex, job.uniqueKey) : undefined;
    // The live job may have finished between the insert and the look-up: try again.
    if (live) return { job: live, created: false };
  }
  throw new Error(`Could not enqueue job ${job.type} (${job.uniqueKey})`);
}

export async function findLiveJob(knex: Knex, uniqueKey: string): Promise<Job | undefined> {
  return await Job.query(knex)
    .where('uniqueKey', uniqueKey)
    .whereIn('status', ['queued', 'running'])
    .orderBy('id', 'desc')
    .first();
}
