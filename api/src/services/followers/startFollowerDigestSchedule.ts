import type { Context } from '../../context.ts';
import { startPeriodic } from '../schedule/startPeriodic.ts';
import { sendFollowerDigestsWhenDue } from './followerDigest.ts';

const CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Checks hourly (and shortly after start) for followers due a digest; every instance may: each
 * follower's day is claimed in the database (followerDigest.ts).
 */
export function startFollowerDigestSchedule(
  ctx: Context,
  options: { intervalMs?: number; firstRunMs?: number } = {},
): { stop(): Promise<void> } {
  return startPeriodic(
    () =>
      sendFollowerDigestsWhenDue(ctx)
        .then((run) => {
          if (run.sent || run.failed) ctx.logger.info(run, 'follower digests sent');
        })
        .catch((error: unknown) => ctx.logger.warn({ err: error }, 'follower digests failed')),
    {
      firstRunMs: options.firstRunMs ?? 90_000,
      intervalMs: options.intervalMs ?? CHECK_INTERVAL_MS,
    },
  );
}
