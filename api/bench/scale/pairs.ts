import type { Measurement } from './measure.ts';

export interface MeasuredPair {
  app: Measurement;
  floor: Measurement;
}

/** App req/s over floor req/s, to two decimals; 0 when the floor answered nothing. */
export function pairRatio(app: Measurement, floor: Measurement): number {
  return floor.rps > 0 ? Math.round((app.rps / floor.rps) * 100) / 100 : 0;
}

/**
 * The pair whose ratio is the median (the lower middle one of an even count). Its own two
 * measurements are reported, so the table's req/s columns give the ratio shown beside them.
 */
export function medianPair<Pair extends MeasuredPair>(pairs: readonly Pair[]): Pair {
  if (pairs.length === 0) throw new Error('medianPair: no pairs measured');
  const sorted = [...pairs].sort((a, b) => pairRatio(a.app, a.floor) - pairRatio(b.app, b.floor));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}
