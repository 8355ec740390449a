/**
 * A "nice" top for a chart's value axis (1, 2, 5 × 10^n at or above the largest value), so
 * gridlines fall on round numbers; 1 for an empty or all-zero series.
 */
export function niceMax(values: readonly number[]): number {
  const max = Math.max(0, ...values);
  if (max <= 0) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 5, 10]) {
    if (step * magnitude >= max) return step * magnitude;
  }
  return 10 * magnitude;
}

/** Evenly spaced ticks from 0 to `max` (inclusive), whole numbers only. */
export function ticks(max: number, count = 4): number[] {
  const step = Math.max(1, Math.ceil(max / count));
  const result: number[] = [];
  for (let value = 0; value <= max; value += step) result.push(value);
  return result;
}

/** A value's height in a chart of `height` pixels whose axis ends at `max`. */
export function scale(value: number, max: number, height: number): number {
  if (max <= 0) return 0;
  return Math.max(0, Math.min(height, (value / max) * height));
}

/** The share of `part` in `total` as a percent with one decimal (0 when total is 0). */
export function percent(part: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((part / total) * 1000) / 10;
}
