import type { Context } from '../../context.ts';
import { computeDueAwards } from './computeDueAwards.ts';

export const AWARDS_CHECK_INTERVAL_MS = 60 * 60 * 1000;

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
  let running: Promise<void> | undefined;
  let stopped = false;
  const run = () => {
    if (running || stopped) return;
    running = computeDueAwards(ctx)
      .then((computed) => {
        if (computed) ctx.logger.info(computed, 'awards computed');
      })
      .catch((error: unknown) => ctx.logger.warn({ err: error }, 'awards computation failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(run, options.firstRunMs ?? 45_000);
  const timer = setInterval(run, options.intervalMs ?? AWARDS_CHECK_INTERVAL_MS);
  first.unref();
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
