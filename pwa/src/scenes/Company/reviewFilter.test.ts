import { describe, expect, it } from 'vitest';
import { filterFromSearch, searchWithFilter, withPercentages } from './reviewFilter.ts';

describe('review filter in the URL', () => {
  it('reads a filter and ignores what it does not know', () => {
    expect(filterFromSearch(new URLSearchParams('sort=helpful&stars=5&type=complaint'))).toEqual({
      sort: 'helpful',
      stars: 5,
      type: 'complaint',
    });
    expect(filterFromSearch(new URLSearchParams('sort=best&stars=9&type=rant'))).toEqual({
      sort: 'recent',
      stars: undefined,
      type: undefined,
    });
    expect(filterFromSearch(new URLSearchParams('stars=2.5')).stars).toBeUndefined();
  });

  it('writes a filter, leaving defaults out and other parameters in', () => {
    const params = new URLSearchParams('review=12&sort=lowest&stars=1');
    expect(searchWithFilter(params, { sort: 'recent', type: 'comment' }).toString()).toBe(
      'review=12&type=comment',
    );
  });
});

describe('withPercentages', () => {
  it('gives whole percents that add up to 100', () => {
    const buckets = [
      { stars: 5, count: 1 },
      { stars: 4, count: 1 },
      { stars: 3, count: 1 },
      { stars: 2, count: 0 },
      { stars: 1, count: 0 },
    ];
    const percents = withPercentages(buckets).map((b) => b.percent);
    expect(percents).toEqual([34, 33, 33, 0, 0]);
  });

  it('is all zeros without ratings', () => {
    expect(withPercentages([{ stars: 5, count: 0 }]).map((b) => b.percent)).toEqual([0]);
  });

  it('keeps exact shares exact', () => {
    const buckets = [
      { stars: 5, count: 3 },
      { stars: 1, count: 1 },
    ];
    expect(withPercentages(buckets).map((b) => b.percent)).toEqual([75, 25]);
  });
});
