import type { Context } from '../../context.ts';
import { startPeriodic } from '../schedule/startPeriodic.ts';
import { sendDailyDigestWhenDue } from './dailyDigest.ts';

const DIGEST_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Checks hourly (and shortly after start) whether the daily digest is due; every instance may:
 * the day is claimed in the database (see dailyDigest.ts).
 */
export function startDigestSchedule(
  ctx: Context,
  options: { intervalMs?: number; firstRunMs?: number } = {},
): { stop(): Promise<void> } {
  return startPeriodic(
    () =>
      sendDailyDigestWhenDue(ctx)
        .then((sent) => {
          if (sent) ctx.logger.info({ day: sent.day }, 'daily digest sent');
        })
        .catch((error: unknown) => ctx.logger.warn({ err: error }, 'daily digest failed')),
    {
      firstRunMs: options.firstRunMs ?? 60_000,
      intervalMs: options.intervalMs ?? DIGEST_CHECK_INTERVAL_MS,
    },
  );
}
