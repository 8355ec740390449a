import type { HomepageReader } from './readHomepage.ts';

/**
 * With no working network every read costs a full timeout. After `threshold` reads in a row
 * fail at the network level, reads are skipped for `coolOffMs` (the profiler then works from
 * name and domain), so a run over thousands of companies does not crawl when offline.
 */
export function withNetworkBreaker(
  reader: HomepageReader,
  options: { threshold?: number; coolOffMs?: number; now?: () => number } = {},
): HomepageReader {
  const threshold = options.threshold ?? 5;
  const coolOffMs = options.coolOffMs ?? 60_000;
  const now = options.now ?? Date.now;
  let failuresInARow = 0;
  let openUntil = 0;
  return async (domain, signal) => {
    if (now() < openUntil) {
      return { ok: false, failure: 'skipped', reason: 'network unavailable; homepage skipped' };
    }
    const result = await reader(domain, signal);
    if (result.ok) failuresInARow = 0;
    else if (result.failure === 'network' || result.failure === 'timeout') failuresInARow++;
    if (failuresInARow >= threshold) {
      openUntil = now() + coolOffMs;
      failuresInARow = 0;
    }
    return result;
  };
}
