import { describe, expect, it } from 'vitest';
import { formatRating, starsShown } from './rating.ts';

describe('formatRating', () => {
  it('shows one decimal, 0.0 when there is no rating', () => {
    expect(formatRating(4)).toBe('4.0');
    expect(formatRating(4.25)).toBe('4.3');
    expect(formatRating(3.1234)).toBe('3.1');
    expect(formatRating(null)).toBe('0.0');
    expect(formatRating(undefined)).toBe('0.0');
  });
});

describe('starsShown', () => {
  it('rounds to the nearest half star (read-only display, §5)', () => {
    expect(starsShown(3.7)).toBe(3.5);
    expect(starsShown(3.8)).toBe(4);
    expect(starsShown(4.2)).toBe(4);
    expect(starsShown(4.25)).toBe(4.5);
    expect(starsShown(0.5)).toBe(0.5);
    expect(starsShown(5)).toBe(5);
  });

  it('has one rule for every screen: 4.8 is five stars, 4.7 four and a half (issue 34)', () => {
    expect(starsShown(4.8)).toBe(5);
    expect(starsShown(4.7)).toBe(4.5);
  });

  it('clamps and treats a missing rating as zero', () => {
    expect(starsShown(null)).toBe(0);
    expect(starsShown(7)).toBe(5);
    expect(starsShown(-1)).toBe(0);
  });
});
