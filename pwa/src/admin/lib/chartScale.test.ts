import { describe, expect, it } from 'vitest';
import { niceMax, percent, scale, ticks } from './chartScale.ts';

describe('chart scaling', () => {
  it('rounds the axis up to 1, 2 or 5 times a power of ten', () => {
    expect(niceMax([])).toBe(1);
    expect(niceMax([0, 0])).toBe(1);
    expect(niceMax([3])).toBe(5);
    expect(niceMax([7, 2])).toBe(10);
    expect(niceMax([11])).toBe(20);
    expect(niceMax([180])).toBe(200);
    expect(niceMax([201])).toBe(500);
    expect(niceMax([1000])).toBe(1000);
  });

  it('puts whole-number ticks from 0 to the top', () => {
    expect(ticks(1)).toEqual([0, 1]);
    expect(ticks(20)).toEqual([0, 5, 10, 15, 20]);
    expect(ticks(10)).toEqual([0, 3, 6, 9]);
  });

  it('scales into the plot and clamps', () => {
    expect(scale(5, 10, 200)).toBe(100);
    expect(scale(20, 10, 200)).toBe(200);
    expect(scale(-1, 10, 200)).toBe(0);
    expect(scale(3, 0, 200)).toBe(0);
  });

  it('gives shares with one decimal', () => {
    expect(percent(1, 3)).toBe(33.3);
    expect(percent(0, 0)).toBe(0);
  });
});
