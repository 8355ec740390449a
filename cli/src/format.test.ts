import { describe, expect, it } from 'vitest';
import { createEtaEstimator, formatDuration, formatTimestamp, plural } from './format.ts';

describe('format', () => {
  it('formats durations and counts', () => {
    expect(formatDuration(42.4)).toBe('42 s');
    expect(formatDuration(185)).toBe('3 min 05 s');
    expect(formatDuration(3720)).toBe('1 h 02 min');
    expect(plural(1, 'review')).toBe('1 review');
    expect(plural(1200, 'review')).toBe('1,200 reviews');
    expect(formatTimestamp('2026-11-21T19:32:45.123Z')).toBe('2026-11-21 19:32');
  });

  it('estimates the time left from the pace since the run began here', () => {
    let now = 0;
    const eta = createEtaEstimator(() => now);
    expect(eta(40, 100)).toBeNull(); // resumed at 40: no pace yet
    now = 10_000;
    expect(eta(50, 100)).toBe(50); // 10 companies in 10 s, 50 to go
    expect(eta(100, 100)).toBe(0);
  });
});
