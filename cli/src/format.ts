/** Small formatters shared by the plain lines and the Ink views, so both read the same. */

const numbers = new Intl.NumberFormat('en-US');

export const formatCount = (value: number): string => numbers.format(Math.round(value));

export const plural = (count: number, one: string, many = `${one}s`): string =>
  `${formatCount(count)} ${count === 1 ? one : many}`;

/** An ISO timestamp to the minute, as the API stores it (UTC): `2026-11-21 19:32`. */
export const formatTimestamp = (iso: string): string => iso.slice(0, 16).replace('T', ' ');

/** `42 s`, `3 min 05 s`, `1 h 02 min`. */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  if (total < 60) return `${total} s`;
  const minutes = Math.floor(total / 60);
  if (minutes < 60) return `${minutes} min ${String(total % 60).padStart(2, '0')} s`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/**
 * Remaining time from the pace since the first sample of this run (not since the job began:
 * a resumed job's earlier companies took place in another process).
 */
export function createEtaEstimator(now: () => number = Date.now) {
  let start: { at: number; done: number } | undefined;
  return (done: number, total: number): number | null => {
    if (!start) start = { at: now(), done };
    const progressed = done - start.done;
    if (progressed <= 0 || done >= total) return done >= total ? 0 : null;
    return ((now() - start.at) / 1000 / progressed) * (total - done);
  };
}
