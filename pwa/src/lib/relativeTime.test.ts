import { describe, expect, it } from 'vitest';
import { relativeTime } from './relativeTime.ts';

const now = new Date('2026-06-15T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('relativeTime (§9)', () => {
  it("says 'just now' under a minute, and for a clock slightly ahead", () => {
    expect(relativeTime(ago(0), now)).toBe('just now');
    expect(relativeTime(ago(59_999), now)).toBe('just now');
    expect(relativeTime(new Date(now.getTime() + 5000), now)).toBe('just now');
  });

  it('counts minutes, hours under 24, days under 30, months under 12, then years', () => {
    expect(relativeTime(ago(MIN), now)).toBe('1m ago');
    expect(relativeTime(ago(59 * MIN), now)).toBe('59m ago');
    expect(relativeTime(ago(HOUR), now)).toBe('1h ago');
    expect(relativeTime(ago(23 * HOUR + 59 * MIN), now)).toBe('23h ago');
    expect(relativeTime(ago(DAY), now)).toBe('1d ago');
    expect(relativeTime(ago(29 * DAY), now)).toBe('29d ago');
    expect(relativeTime(ago(30 * DAY), now)).toBe('1mo ago');
    expect(relativeTime(ago(359 * DAY), now)).toBe('11mo ago');
    expect(relativeTime(ago(360 * DAY), now)).toBe('1y ago');
    expect(relativeTime(ago(800 * DAY), now)).toBe('2y ago');
  });

  it('accepts the ISO strings of the API', () => {
    expect(relativeTime('2026-06-15T09:00:00.000Z', now)).toBe('3h ago');
    expect(relativeTime('not a date', now)).toBe('just now');
  });
});
