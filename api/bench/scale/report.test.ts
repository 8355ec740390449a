import { describe, expect, it } from 'vitest';
import type { Measurement } from './measure.ts';
import { medianPair } from './pairs.ts';
import {
  compareSizes,
  floorRatio,
  noiseTable,
  type SizeResult,
  toMarkdown,
  verdicts,
} from './report.ts';
import { parseScaleArgs, parseSize } from './scaleArgs.ts';

const m = (connections: number, rps: number, p99: number, non2xx = 0): Measurement => ({
  connections,
  seconds: 4,
  requests: rps * 4,
  rps,
  p50: p99 / 2,
  p90: p99 * 0.8,
  p99,
  max: p99 * 2,
  non2xx,
  errors: 0,
  statusCodes: non2xx ? { '200': rps * 4 - non2xx, '429': non2xx } : { '200': rps * 4 },
});

const size = (label: string, companies: number, searchP99: number): SizeResult => ({
  label,
  companies,
  database: `bench_scale_${label}`,
  counts: {
    companies,
    users: 1,
    reviews: 5 * companies,
    votes: 1,
    replies: 1,
    topCompanyReviews: 10,
    medianCompanyReviews: 2,
    companiesWithoutReviews: 0,
    phases: {},
  },
  generatedSeconds: 1,
  generatedAt: '2026-11-24T08:00:00.000Z',
  reused: true,
  loadAverage: { start: [1, 1, 1], end: [2, 2, 2] },
  seconds: 10,
  endpoints: [
    {
      id: 'search-prefix',
      label: 'search',
      goal: { p99At1: 20, p99At16: 50, floorRatio: 0.6 },
      app: [m(1, 100, searchP99), m(16, 300, 45)],
      floor: [m(1, 150, 5), m(16, 400, 20)],
      loadAverage: [1, 1, 1],
    },
    {
      id: 'vote',
      label: 'vote',
      goal: { floorRatio: 0.4 },
      app: [m(1, 10, 30), m(16, 30, 90, 3)],
      floor: [m(1, 20, 10), m(16, 50, 40)],
      loadAverage: [1, 1, 1],
    },
  ],
});

describe('the scale report', () => {
  it('judges each goal, and a run with errors never passes', () => {
    const small = size('10k', 10_000, 6);
    expect(floorRatio(small.endpoints[0]!)).toBe(0.75);
    expect(verdicts(small).map((v) => [v.goal, v.pass])).toEqual([
      ['p99 < 20 ms at 1 connection', true],
      ['p99 < 50 ms at 16 connections', true],
      ["≥ 0.6 of the floor's req/s at 16 connections", true],
      // 30 / 50 = 0.6 would pass, but 3 answers were 429s.
      ["≥ 0.4 of the floor's req/s at 16 connections", false],
    ]);
    const slow = size('1M', 1_000_000, 25);
    expect(verdicts(slow)[0]!.pass).toBe(false);
  });

  it('compares p99 at 1M with 10k, within 2× passing', () => {
    const rows = compareSizes(size('10k', 10_000, 6), size('1M', 1_000_000, 25));
    expect(rows[0]).toMatchObject({ small: 6, large: 25, ratio: 4.2, pass: false });
    expect(rows[1]).toMatchObject({ small: 30, large: 30, ratio: 1, pass: true });
  });

  it('writes the tables as Markdown', () => {
    const markdown = toMarkdown({
      startedAt: '2026-11-24T08:30:00.000Z',
      finishedAt: '2026-11-24T08:50:00.000Z',
      commit: 'a'.repeat(40),
      mainCommit: 'b'.repeat(40),
      branch: 'bench',
      dirty: false,
      machine: { cpus: 2, node: 'v20', postgres: 'PostgreSQL 15', memoryGb: 24 },
      settings: {
        seconds: 4,
        warmupSeconds: 1,
        connections: [1, 16],
        acceptEncoding: 'gzip',
        webConcurrency: 'unset',
      },
      sizes: [size('10k', 10_000, 6), size('1M', 1_000_000, 25)],
    });
    expect(markdown).toContain('| search | 16 | 300 | 22.5 | 45 | 400 | 10 | 20 | 0.75 |  |');
    expect(markdown).not.toContain('alternating pairs');
    expect(markdown).toContain('app: 3× 429');
    expect(markdown).toContain('| search | 6 | 25 | 4.2× | **no** |');
    expect(markdown).toContain('main at `bbbbbbbbbb`');
  });
});

describe('alternating app / floor pairs at 16 connections', () => {
  it('reports the median pair, and the pairs’ range beside its ratio', () => {
    const pairs = [
      { app: m(16, 500, 9), floor: m(16, 1000, 5) },
      { app: m(16, 300, 9), floor: m(16, 1000, 5) },
      { app: m(16, 700, 9), floor: m(16, 1000, 5) },
    ];
    expect(medianPair(pairs)).toBe(pairs[0]);
    expect(medianPair(pairs.slice(1))).toBe(pairs[1]); // the lower middle of two
    expect(() => medianPair([])).toThrow('no pairs');

    const measured = size('1M', 1_000_000, 25);
    const search = measured.endpoints[0]!;
    search.app[1] = pairs[0]!.app;
    search.floor[1] = pairs[0]!.floor;
    search.ratios16 = [0.5, 0.3, 0.7];
    expect(floorRatio(search)).toBe(0.5);
    const markdown = toMarkdown({
      startedAt: '2026-11-27T01:30:00.000Z',
      finishedAt: '2026-11-27T01:40:00.000Z',
      commit: 'a'.repeat(40),
      mainCommit: 'a'.repeat(40),
      branch: 'main',
      dirty: false,
      machine: { cpus: 2, node: 'v22', postgres: 'PostgreSQL 15', memoryGb: 24 },
      settings: {
        seconds: 4,
        warmupSeconds: 1,
        rounds: 3,
        connections: [1, 16],
        acceptEncoding: 'gzip',
        webConcurrency: 'unset',
      },
      sizes: [measured],
    });
    expect(markdown).toContain(
      '| search | 16 | 500 | 4.5 | 9 | 1,000 | 2.5 | 5 | 0.50 (0.30–0.70) |  |',
    );
    expect(markdown).toContain('ran 3 alternating pairs');
    // One pair (the vote here) shows no range.
    expect(markdown).toContain('| vote | 16 | 30 | 45 | 90 | 50 | 20 | 40 | 0.60 |');
  });
});

describe('scale arguments', () => {
  it('reads sizes and flags', () => {
    expect(parseSize('1m')).toBe(1_000_000);
    expect(parseSize('10k')).toBe(10_000);
    expect(parseSize('200')).toBe(200);
    expect(() => parseSize('lots')).toThrow('Not a size');
    expect(parseScaleArgs([], {})).toMatchObject({ sizes: [10_000, 1_000_000], force: false });
    expect(
      parseScaleArgs(['1m', '--force', '--only=vote,counts'], { BENCH_SCALE_SECONDS: '2' }),
    ).toMatchObject({ sizes: [1_000_000], force: true, seconds: 2, only: ['vote', 'counts'] });
    expect(parseScaleArgs([], {}).rounds).toBe(3);
    expect(parseScaleArgs([], { BENCH_SCALE_ROUNDS: '1' }).rounds).toBe(1);
    expect(parseScaleArgs(['1m'], {}).vocabulary).toBeUndefined();
    expect(parseScaleArgs(['1m', '--vocabulary=small'], {}).vocabulary).toBe('small');
    expect(() => parseScaleArgs(['--vocabulary=tiny'], {})).toThrow('only --vocabulary=small');
  });
});

describe('a measurement without a single answer', () => {
  it('shows more than its length and fails its goal', () => {
    const silent = { ...m(1, 0, 0), requests: 0, seconds: 4.02, statusCodes: {} };
    const result = size('1M', 1_000_000, 25);
    result.endpoints[0]!.app[0] = silent;
    expect(verdicts(result)[0]).toMatchObject({ measured: '> 4020 ms', pass: false });
    const rows = compareSizes(size('10k', 10_000, 40), result);
    expect(rows[0]).toMatchObject({ large: 4020, pass: false });
  });
});

describe('the same build measured twice', () => {
  it('shows both passes side by side and how far the ratio moved', () => {
    const first = size('1M', 1_000_000, 6);
    const again = size('1M (again)', 1_000_000, 8);
    again.endpoints[0]!.floor[1] = m(16, 500, 20);
    const table = noiseTable(first, again).join('\n');
    expect(table).toContain('| search | 6 / 8 | 0.75 / 0.60 | 20 % |');
    expect(table).toContain('| vote | 30 / 30 | 0.60 / 0.60 | 0 % |');
  });
});
