import type { Context } from '../context.ts';
import { Job } from '../models/Job.ts';

/**
 * A job whose worker stopped heartbeating and which has used all its attempts would stay
 * `running` forever (and, for categorisation, block every new run through the unique key).
 * Such jobs end as failed, with their progress kept.
 */
export async function failExhaustedJobs(
  ctx: Context,
  options: { types: readonly string[]; staleAfterMs: number },
): Promise<number> {
  return Job.query(ctx.knex)
    .whereIn('type', options.types)
    .where('status', 'running')
    .where('attempts', '>=', ctx.knex.ref('max_attempts'))
    .where(
      'heartbeatAt',
      '<',
      ctx.knex.raw('now() - make_interval(secs => ?)', [options.staleAfterMs / 1000]),
    )
    .patch({
      status: 'failed',
      error: 'The worker running this job stopped responding too many times',
      finishedAt: new Date(),
      lockedBy: null,
      lockedAt: null,
    } as Partial<Job>);
}
