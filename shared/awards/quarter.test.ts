import { describe, expect, it } from 'vitest';
import {
  formatQuarter,
  lastEndedQuarter,
  parseQuarter,
  quarterBounds,
  quarterLabel,
} from './quarter.ts';

describe('quarters', () => {
  it('parses and formats 2026Q3', () => {
    expect(parseQuarter('2026Q3')).toEqual({ year: 2026, quarter: 3 });
    expect(parseQuarter('2026q1')).toEqual({ year: 2026, quarter: 1 });
    expect(formatQuarter({ year: 2026, quarter: 3 })).toBe('2026Q3');
    expect(quarterLabel({ year: 2026, quarter: 3 })).toBe('2026 Q3');
  });

  it.each(['2026Q5', '2026Q0', '2026-Q3', 'Q3', '1999Q4', '20261Q1', ''])('refuses %j', (text) => {
    expect(parseQuarter(text)).toBeUndefined();
  });

  it('bounds a quarter in UTC, end exclusive', () => {
    const { start, end } = quarterBounds({ year: 2026, quarter: 4 });
    expect(start.toISOString()).toBe('2026-10-01T00:00:00.000Z');
    expect(end.toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('knows which quarter has last ended', () => {
    expect(lastEndedQuarter(new Date('2026-11-24T08:00:00Z'))).toEqual({ year: 2026, quarter: 3 });
    expect(lastEndedQuarter(new Date('2026-01-01T00:00:00Z'))).toEqual({ year: 2025, quarter: 4 });
  });
});
