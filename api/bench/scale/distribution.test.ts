import { describe, expect, it } from 'vitest';
import {
  coprimeStep,
  expectedFlooredExponential,
  headTotal,
  rankOf,
  reviewPlan,
  seededRandom,
  shuffled,
  tailMeanFor,
} from './distribution.ts';

describe('the review distribution', () => {
  it('gives the Zipf head ⌊A / r⌋ reviews at rank r', () => {
    expect(headTotal(10, 6)).toBe(6 + 3 + 2 + 1 + 1 + 1);
    expect(headTotal(3, 6)).toBe(6 + 3 + 2);
  });

  it('inverts the mean of a floored exponential', () => {
    for (const mean of [0.3, 1, 4.3, 12]) {
      expect(expectedFlooredExponential(tailMeanFor(mean))).toBeCloseTo(mean, 10);
    }
    expect(tailMeanFor(0)).toBe(0);
  });

  it('plans five reviews a company on average, with a top company of tens of thousands at 1M', () => {
    for (const companies of [10_000, 1_000_000]) {
      const plan = reviewPlan(companies, companies * 5);
      const expected =
        headTotal(companies, plan.headScale) +
        companies * expectedFlooredExponential(plan.tailMean);
      expect(expected / (companies * 5)).toBeCloseTo(1, 6);
    }
    expect(reviewPlan(1_000_000, 5_000_000).headScale).toBe(60_000);
  });

  it('maps company ids onto ranks one to one', () => {
    for (const n of [200, 7919 * 2, 10_000]) {
      const step = coprimeStep(n);
      expect(n % step).not.toBe(0);
      const ranks = new Set(Array.from({ length: n }, (_, i) => rankOf(i + 1, n, step)));
      expect(ranks.size).toBe(n);
      expect(Math.min(...ranks)).toBe(1);
      expect(Math.max(...ranks)).toBe(n);
    }
  });
});

describe('seeded randomness', () => {
  it('repeats for a seed and differs between seeds', () => {
    const a = Array.from({ length: 5 }, seededRandom(7));
    expect(Array.from({ length: 5 }, seededRandom(7))).toEqual(a);
    expect(Array.from({ length: 5 }, seededRandom(8))).not.toEqual(a);
    for (const value of Array.from({ length: 1000 }, seededRandom(9))) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });

  it('shuffles into a permutation', () => {
    const items = Array.from({ length: 50 }, (_, i) => i);
    const mixed = shuffled(items, seededRandom(1));
    expect(mixed).not.toEqual(items);
    expect([...mixed].sort((x, y) => x - y)).toEqual(items);
  });
});
