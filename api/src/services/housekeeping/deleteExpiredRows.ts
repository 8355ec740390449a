import type { Knex } from 'knex';
import { utcDay } from '#shared/dates/utcDay';

/** Rate-limit windows are at most an hour; a day-old counter is certainly stale. */
const RATE_LIMIT_ROW_MAX_AGE_HOURS = 24;

/**
 * An account's wrong-password count is forgotten a day after its last failure, once no delay is
 * running: the throttle is against guessing in bulk, and the longest delay is 15 minutes.
 */
const LOGIN_FAILURE_MAX_AGE_HOURS = 24;

/**
 * An anonymous review waits for its browser to sign up and verify (issue 34 item 2); one nobody
 * claimed in 30 days never will be published.
 */
const UNCLAIMED_REVIEW_MAX_AGE_DAYS = 30;

/**
 * A finished job (completed, failed or cancelled) is kept a month for the admin's and the
 * operator's questions, then purged; the newest job of each type stays whatever its age, since
 * the admin panel shows the last categorisation run.
 */
const FINISHED_JOB_MAX_AGE_DAYS = 30;
/** Jobs purged per statement: a first purge of a big catalogue's backlog never holds long locks. */
const JOB_PURGE_BATCH = 5000;

export interface Deleted {
  idempotencyKeys: number;
  sessions: number;
  rateLimits: number;
  loginFailures: number;
  viewLog: number;
  unclaimedReviews: number;
  finishedJobs: number;
}

/**
 * Deletes what has expired: idempotency keys past 7 days, sessions, stale rate-limit counters,
 * wrong-password counts nobody has added to for a day, and the view log of past days (a view is deduplicated against today's rows only, so older
 * rows of `company_views` and `review_views` decide nothing; yesterday's stay for a clock that
 * is a little behind), and anonymous reviews left waiting for an account for 30 days (never
 * counted anywhere, so no counter moves; their replies, votes and views go with them), and
 * finished jobs after a month.
 */
export async function deleteExpiredRows(knex: Knex, now: Date = new Date()): Promise<Deleted> {
  const staleWindow = new Date(now.getTime() - RATE_LIMIT_ROW_MAX_AGE_HOURS * 60 * 60 * 1000);
  const idempotencyKeys = await knex('idempotency_keys').where('expiresAt', '<=', now).delete();
  const sessions = await knex('sessions').where('expire', '<=', now).delete();
  const rateLimits = await knex('rate_limits').where('windowStart', '<', staleWindow).delete();
  const quietSince = new Date(now.getTime() - LOGIN_FAILURE_MAX_AGE_HOURS * 60 * 60 * 1000);
  const loginFailures = await knex('login_failures')
    .where('updatedAt', '<', quietSince)
    .where((locked) => locked.whereNull('lockedUntil').orWhere('lockedUntil', '<=', now))
    .delete();
  const yesterday = utcDay(new Date(now.getTime() - 24 * 60 * 60 * 1000));
  let viewLog = 0;
  for (const table of ['company_views', 'review_views']) {
    viewLog += rowCount(await knex(table).where('day', '<', yesterday).delete());
  }
  const unclaimedSince = new Date(
    now.getTime() - UNCLAIMED_REVIEW_MAX_AGE_DAYS * 24 * 60 * 60 * 1000,
  );
  const unclaimedReviews = await knex('reviews')
    .where({ status: 'pending', holdReason: 'verification' })
    .whereNull('userId')
    .where('createdAt', '<', unclaimedSince)
    .delete();
  const finishedJobs = await purgeFinishedJobs(
    knex,
    new Date(now.getTime() - FINISHED_JOB_MAX_AGE_DAYS * 24 * 60 * 60 * 1000),
  );
  return {
    idempotencyKeys: rowCount(idempotencyKeys),
    sessions: rowCount(sessions),
    rateLimits: rowCount(rateLimits),
    loginFailures: rowCount(loginFailures),
    viewLog,
    unclaimedReviews: rowCount(unclaimedReviews),
    finishedJobs,
  };
}

/** Finished jobs that ended before `before`, oldest first, in batches; the count deleted. */
async function purgeFinishedJobs(knex: Knex, before: Date): Promise<number> {
  let deleted = 0;
  for (;;) {
    const batch = rowCount(
      await knex('jobs')
        .whereIn(
          'id',
          knex('jobs as j')
            .select('j.id')
            .whereIn('j.status', ['completed', 'failed', 'cancelled'])
            .where('j.finishedAt', '<', before)
            // Not the newest of its type: one probe of jobs_type_created_index per candidate.
            .whereExists(
              knex('jobs as newer')
                .select(knex.raw('1'))
                .whereRaw('newer.type = j.type and newer.created_at > j.created_at'),
            )
            .orderBy('j.finishedAt')
            .limit(JOB_PURGE_BATCH),
        )
        .delete(),
    );
    deleted += batch;
    if (batch < JOB_PURGE_BATCH) return deleted;
  }
}

/** `pg` answers a delete with a number, knex-pglite with the driver's result object. */
function rowCount(result: unknown): number {
  if (typeof result === 'number') return result;
  return Number((result as { affectedRows?: number } | null)?.affectedRows ?? 0);
}
