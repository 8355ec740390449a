import { describe, expect, it } from 'vitest';
import { primaryHistory } from './primaryHistory.ts';

describe('a replica lag read off the primary positions', () => {
  it('is zero for a replica that has replayed the newest position', () => {
    const history = primaryHistory();
    history.record(100n, 1_000);
    expect(history.lagMs(100n, 5_000)).toBe(0);
    expect(history.lagMs(150n, 5_000)).toBe(0);
  });

  it('is the age of the newest position the replica has passed', () => {
    const history = primaryHistory();
    history.record(100n, 1_000);
    history.record(200n, 1_100);
    history.record(300n, 1_200);
    // Has 200 (seen at 1_100) but not 300: a write after 1_100 may be missing.
    expect(history.lagMs(250n, 1_500)).toBe(400);
    expect(history.lagMs(200n, 1_500)).toBe(400);
    expect(history.lagMs(100n, 1_500)).toBe(500);
  });

  it('keeps the first time a position was seen while the primary is idle', () => {
    const history = primaryHistory();
    history.record(100n, 1_000);
    history.record(200n, 2_000);
    history.record(200n, 9_000);
    expect(history.lagMs(150n, 10_000)).toBe(9_000);
  });

  it('is at least the oldest remembered age for a replica behind all of it', () => {
    const history = primaryHistory();
    history.record(100n, 1_000);
    history.record(200n, 2_000);
    expect(history.lagMs(50n, 3_000)).toBe(2_000);
  });
});
