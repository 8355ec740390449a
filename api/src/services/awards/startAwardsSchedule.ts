import type { Context } from '../../context.ts';
import { startPeriodic } from '../schedule/startPeriodic.ts';
import { computeDueAwards } from './computeDueAwards.ts';

const AWARDS_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The quarterly awards job: an hourly check (like housekeeping) that computes a quarter's
 * awards once it has ended. Not a durable job (api/src/jobs): the work is one SQL statement in
 * one transaction, with no progress to show and nothing to resume; if an instance dies midway,
 * the transaction rolls back and the next check (on any instance) does it again.
 */
export function startAwardsSchedule(
  ctx: Context,
  options: { intervalMs?: number; firstRunMs?: number } = {},
): { stop(): Promise<void> } {
  return startPeriodic(
    () =>
      computeDueAwards(ctx)
        .then((computed) => {
          if (computed) ctx.logger.info(computed, 'awards computed');
        })
        .catch((error: unknown) => ctx.logger.warn({ err: error }, 'awards computation failed')),
    {
      firstRunMs: options.firstRunMs ?? 45_000,
      intervalMs: options.intervalMs ?? AWARDS_CHECK_INTERVAL_MS,
    },
  );
}
