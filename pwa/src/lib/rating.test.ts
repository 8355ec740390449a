import { describe, expect, it } from 'vitest';
import { formatRating, starFills } from './rating.ts';

describe('formatRating', () => {
  it('shows one decimal, 0.0 when there is no rating', () => {
    expect(formatRating(4)).toBe('4.0');
    expect(formatRating(4.25)).toBe('4.3');
    expect(formatRating(3.1234)).toBe('3.1');
    expect(formatRating(null)).toBe('0.0');
    expect(formatRating(undefined)).toBe('0.0');
  });
});

describe('starFills', () => {
  it('rounds to the nearest half star (read-only display, §5)', () => {
    expect(starFills(3.7)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starFills(3.8)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(starFills(4.2)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(starFills(4.25)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starFills(0.5)).toEqual(['half', 'empty', 'empty', 'empty', 'empty']);
    expect(starFills(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
  });

  it('has one rule for every screen: 4.8 is five stars, 4.7 four and a half (issue 34)', () => {
    expect(starFills(4.8)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starFills(4.7)).toEqual(['full', 'full', 'full', 'full', 'half']);
  });

  it('clamps and treats a missing rating as zero', () => {
    expect(starFills(null)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(starFills(7)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starFills(-1)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });
});
