import type { Goal } from './endpoints.ts';
import type { GeneratedCounts } from './generateScaleData.ts';
import type { Measurement } from './measure.ts';

export interface EndpointResult {
  id: string;
  label: string;
  goal: Goal;
  /** At 1 and at 16 connections. */
  app: Measurement[];
  floor: Measurement[];
  /**
   * Each alternating pair's app / floor ratio at 16 connections, in the order measured (runs
   * before 27 November measured one pair); `app` and `floor` at 16 are the median pair's.
   */
  ratios16?: number[];
  loadAverage: number[];
}

export interface SizeResult {
  label: string;
  companies: number;
  database: string;
  counts: GeneratedCounts;
  generatedSeconds: number;
  generatedAt: string;
  reused: boolean;
  endpoints: EndpointResult[];
  loadAverage: { start: number[]; end: number[] };
  seconds: number;
}

export interface RunResult {
  startedAt: string;
  finishedAt: string;
  commit: string;
  mainCommit: string;
  branch: string;
  dirty: boolean;
  machine: { cpus: number; node: string; postgres: string; memoryGb: number };
  settings: {
    seconds: number;
    warmupSeconds: number;
    /** Alternating app / floor pairs at 16 connections (absent before 27 November: one). */
    rounds?: number;
    connections: number[];
    acceptEncoding: string;
    /** The app's WEB_CONCURRENCY (unset: the default). */
    webConcurrency: string;
  };
  sizes: SizeResult[];
}

export interface Verdict {
  endpoint: string;
  goal: string;
  measured: string;
  pass: boolean;
}

const at = (list: Measurement[], connections: number) =>
  list.find((m) => m.connections === connections);

/** App throughput as a share of the floor's, at `connections`. */
export function floorRatio(result: EndpointResult, connections = 16): number | undefined {
  const app = at(result.app, connections);
  const floor = at(result.floor, connections);
  if (!app || !floor || floor.rps === 0) return undefined;
  return Math.round((app.rps / floor.rps) * 100) / 100;
}

/** The spread of the alternating pairs' ratios, e.g. ` (0.47–0.58)`; empty for one pair. */
function ratioRange(result: EndpointResult): string {
  const ratios = result.ratios16 ?? [];
  if (ratios.length < 2) return '';
  return ` (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)})`;
}

/** A measurement whose answers were not all 2xx does not count (it measured errors). */
function isClean(m: Measurement | undefined): boolean {
  return !!m && m.requests > 0 && m.non2xx === 0 && m.errors === 0;
}

/** Each endpoint's goals (issue 12) against what was measured. */
export function verdicts(size: SizeResult): Verdict[] {
  const out: Verdict[] = [];
  for (const result of size.endpoints) {
    const one = at(result.app, 1);
    const sixteen = at(result.app, 16);
    const { goal } = result;
    if (goal.p99At1 !== undefined && one) {
      out.push({
        endpoint: result.label,
        goal: `p99 < ${goal.p99At1} ms at 1 connection`,
        measured: `${p99Of(one)} ms`,
        pass: isClean(one) && one.p99 < goal.p99At1,
      });
    }
    if (goal.p99At16 !== undefined && sixteen) {
      out.push({
        endpoint: result.label,
        goal: `p99 < ${goal.p99At16} ms at 16 connections`,
        measured: `${p99Of(sixteen)} ms`,
        pass: isClean(sixteen) && sixteen.p99 < goal.p99At16,
      });
    }
    const ratio = floorRatio(result);
    if (goal.floorRatio !== undefined && ratio !== undefined) {
      out.push({
        endpoint: result.label,
        goal: `≥ ${goal.floorRatio} of the floor's req/s at 16 connections`,
        measured: ratio.toFixed(2),
        pass: isClean(sixteen) && ratio >= goal.floorRatio,
      });
    }
  }
  return out;
}

export interface ScaleComparison {
  endpoint: string;
  small: number;
  large: number;
  ratio: number;
  pass: boolean;
}

/** p99 at 1 connection, large vs small database: the goal is within 2×. */
export function compareSizes(small: SizeResult, large: SizeResult): ScaleComparison[] {
  return large.endpoints.flatMap((result) => {
    const big = at(result.app, 1);
    const little = at(small.endpoints.find((e) => e.id === result.id)?.app ?? [], 1);
    if (!big || !little) return [];
    // No answer within the measurement counts as its whole length.
    const p99 = (m: Measurement) => (m.requests === 0 ? Math.round(m.seconds * 1000) : m.p99);
    const ratio = Math.round((p99(big) / Math.max(1, p99(little))) * 10) / 10;
    return [
      { endpoint: result.label, small: p99(little), large: p99(big), ratio, pass: ratio <= 2 },
    ];
  });
}

const loads = (values: number[]) => values.map((v) => v.toFixed(1)).join(' / ');
const fmt = (n: number | undefined) => (n === undefined ? '–' : n.toLocaleString('en-US'));
/** No answer at all within the measurement: its latency is more than the measurement lasted. */
const cell = (m: Measurement | undefined) => {
  if (!m) return ['–', '–', '–'];
  if (m.requests === 0)
    return ['0', `> ${Math.round(m.seconds * 1000)}`, `> ${Math.round(m.seconds * 1000)}`];
  return [fmt(Math.round(m.rps)), `${m.p50}`, `${m.p99}`];
};
const p99Of = (m: Measurement) =>
  m.requests === 0 ? `> ${Math.round(m.seconds * 1000)}` : `${m.p99}`;

function errorsOf(m: Measurement | undefined): string {
  if (!m) return '';
  const bad = Object.entries(m.statusCodes).filter(([code]) => !code.startsWith('2'));
  const parts = bad.map(([code, count]) => `${count}× ${code}`);
  if (m.errors > 0) parts.push(`${m.errors} errors`);
  return parts.join(', ');
}

/** The run as Markdown: the data, per size the endpoint table and the goals, then 1M vs 10k. */
export function toMarkdown(run: RunResult): string {
  const lines: string[] = [];
  lines.push(`# Scale benchmark, ${run.startedAt.slice(0, 16).replace('T', ' ')} UTC`, '');
  lines.push(
    `Code: \`${run.commit.slice(0, 10)}\` on branch \`${run.branch}\`${run.dirty ? ' (with uncommitted changes)' : ''}, ` +
      `which contains main at \`${run.mainCommit.slice(0, 10)}\`. ` +
      `Machine: ${run.machine.cpus} cores, ${run.machine.memoryGb} GB, Node ${run.machine.node}, ${run.machine.postgres}; ` +
      'shared with other work, so read absolute figures with the load average and compare the app with the floor measured next to it.',
    '',
    `Each figure: autocannon for ${run.settings.seconds} s after a ${run.settings.warmupSeconds} s warm-up, ` +
      `at ${run.settings.connections.join(' and ')} connections; latencies in ms; requests vary (fixed seeded lists). ` +
      `Requests send \`Accept-Encoding: ${run.settings.acceptEncoding}\` as a browser does. ` +
      `The app runs as \`npm start\` does, NODE_ENV=production, WEB_CONCURRENCY ${run.settings.webConcurrency}. ` +
      'The floor is a bare `node:http` + `pg` server running the one statement each endpoint needs, on the same database in the same run.' +
      ((run.settings.rounds ?? 1) > 1
        ? ` At 16 connections, app and floor ran ${run.settings.rounds} alternating pairs (app first, then floor first, …); ` +
          "the row shows the pair whose ratio is the median, and the pairs' range in brackets."
        : ''),
    '',
  );
  for (const size of run.sizes) {
    const c = size.counts;
    lines.push(`## ${size.label}: ${fmt(c.companies)} companies`, '');
    lines.push(
      `Database \`${size.database}\`: ${fmt(c.companies)} companies, ${fmt(c.reviews)} reviews (top company ${fmt(c.topCompanyReviews)}, ` +
        `median ${fmt(c.medianCompanyReviews)}, ${fmt(c.companiesWithoutReviews)} with none), ${fmt(c.users)} users, ` +
        `${fmt(c.votes)} votes, ${fmt(c.replies)} replies; generated in ${size.generatedSeconds} s ` +
        `(${size.reused ? `kept from ${size.generatedAt.slice(0, 16).replace('T', ' ')}` : 'in this run'}). ` +
        `Load average (1/5/15 min) ${loads(size.loadAverage.start)} at the start, ${loads(size.loadAverage.end)} at the end.`,
      '',
    );
    const phases = Object.entries(c.phases ?? {}).filter(([, seconds]) => seconds >= 1);
    if (phases.length > 0) {
      lines.push(
        `Generation phases of 1 s or more (s): ${phases.map(([phase, seconds]) => `${phase} ${seconds}`).join(', ')}.`,
        '',
      );
    }
    lines.push(
      '| Endpoint | Conns | App req/s | App p50 | App p99 | Floor req/s | Floor p50 | Floor p99 | App / floor | Not 2xx |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    );
    for (const result of size.endpoints) {
      for (const connections of run.settings.connections) {
        const app = at(result.app, connections);
        const floor = at(result.floor, connections);
        const ratio =
          app && floor && floor.rps > 0
            ? `${(app.rps / floor.rps).toFixed(2)}${connections === 16 ? ratioRange(result) : ''}`
            : '–';
        const bad = [
          errorsOf(app) && `app: ${errorsOf(app)}`,
          errorsOf(floor) && `floor: ${errorsOf(floor)}`,
        ]
          .filter(Boolean)
          .join('; ');
        lines.push(
          `| ${result.label} | ${connections} | ${cell(app).join(' | ')} | ${cell(floor).join(' | ')} | ${ratio} | ${bad} |`,
        );
      }
    }
    lines.push(
      '',
      `### Goals at ${size.label}`,
      '',
      '| Endpoint | Goal | Measured | Pass |',
      '| --- | --- | ---: | --- |',
    );
    for (const v of verdicts(size)) {
      lines.push(`| ${v.endpoint} | ${v.goal} | ${v.measured} | ${v.pass ? 'pass' : '**fail**'} |`);
    }
    lines.push('');
  }
  const small = run.sizes.find((s) => s.companies < 100_000);
  const large = run.sizes.find((s) => s.companies >= 1_000_000);
  if (small && large) {
    lines.push(
      `## p99 at ${large.label} vs ${small.label} (1 connection; goal: within 2×)`,
      '',
      `| Endpoint | p99 ${small.label} | p99 ${large.label} | Ratio | Within 2× |`,
      '| --- | ---: | ---: | ---: | --- |',
    );
    for (const row of compareSizes(small, large)) {
      lines.push(
        `| ${row.endpoint} | ${row.small} | ${row.large} | ${row.ratio.toFixed(1)}× | ${row.pass ? 'yes' : '**no**'} |`,
      );
    }
    lines.push('');
  }
  for (const again of run.sizes.filter((s) => s.label.endsWith(' (again)'))) {
    const first = run.sizes.find((s) => s.label === again.label.replace(' (again)', ''));
    if (first) lines.push(...noiseTable(first, again), '');
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The same build measured twice in one run (`scale 1m 1m`): per endpoint, both passes' p99 at
 * 1 connection and app / floor ratio at 16, and how far apart they are. A change smaller than
 * this is no change.
 */
export function noiseTable(first: SizeResult, again: SizeResult): string[] {
  const lines = [
    `## Noise: ${first.label} measured twice (same build, same run)`,
    '',
    '| Endpoint | p99, 1 conn. | App / floor, 16 conn. | Ratio moved by |',
    '| --- | ---: | ---: | ---: |',
  ];
  for (const result of again.endpoints) {
    const before = first.endpoints.find((e) => e.id === result.id);
    if (!before) continue;
    const [r1, r2] = [floorRatio(before), floorRatio(result)];
    const [p1, p2] = [at(before.app, 1), at(result.app, 1)];
    const moved =
      r1 !== undefined && r2 !== undefined && r1 > 0
        ? `${Math.round((Math.abs(r2 - r1) / r1) * 100)} %`
        : '–';
    lines.push(
      `| ${result.label} | ${p1 ? p99Of(p1) : '–'} / ${p2 ? p99Of(p2) : '–'} | ` +
        `${r1?.toFixed(2) ?? '–'} / ${r2?.toFixed(2) ?? '–'} | ${moved} |`,
    );
  }
  return lines;
}

/** An endpoint's goals in a few words, for the README's table. */
function goalText(goal: Goal): string {
  const parts: string[] = [];
  if (goal.p99At1 !== undefined) parts.push(`p99 < ${goal.p99At1} ms`);
  if (goal.p99At16 !== undefined) parts.push(`< ${goal.p99At16} ms at 16`);
  if (goal.floorRatio !== undefined) parts.push(`≥ ${goal.floorRatio} of floor`);
  return parts.join(', ') || '–';
}

/**
 * The README's table: per endpoint at the largest size, p99 at 1 and 16 connections and the
 * app / floor ratio, before → after, and whether the after run meets every goal there.
 */
export function comparisonTable(before: RunResult, after: RunResult): string {
  const largest = (run: RunResult) =>
    run.sizes.reduce((a, b) => (b.companies > a.companies ? b : a));
  const [old, now] = [largest(before), largest(after)];
  const small = after.sizes.find((s) => s.companies < now.companies);
  const scale = small ? compareSizes(small, now) : [];
  const p99 = (m: Measurement | undefined) =>
    !m ? '–' : m.requests === 0 ? `> ${Math.round(m.seconds * 1000)}` : `${m.p99}`;
  const ratio = (r: EndpointResult | undefined) => {
    const value = r ? floorRatio(r) : undefined;
    return value === undefined ? '–' : value.toFixed(2);
  };
  const verdict = new Map<string, boolean>();
  for (const v of verdicts(now))
    verdict.set(v.endpoint, (verdict.get(v.endpoint) ?? true) && v.pass);
  const lines = [
    `| Endpoint (${now.label}) | Goal | p99, 1 conn. | p99, 16 conn. | App / floor, 16 conn. | p99 ${now.label} / ${small?.label ?? '–'} | Goals met |`,
    '| --- | --- | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const result of now.endpoints) {
    const was = old.endpoints.find((e) => e.id === result.id);
    const arrow = (a: string, b: string) => (was ? `${a} → ${b}` : b);
    const row = scale.find((s) => s.endpoint === result.label);
    const met = verdict.get(result.label);
    lines.push(
      `| ${result.label} | ${goalText(result.goal)} | ${arrow(p99(at(was?.app ?? [], 1)), p99(at(result.app, 1)))} | ` +
        `${arrow(p99(at(was?.app ?? [], 16)), p99(at(result.app, 16)))} | ${arrow(ratio(was), ratio(result))} | ` +
        `${row ? `${row.ratio.toFixed(1)}×` : '–'} | ${met === undefined ? '–' : met ? 'yes' : 'no'} |`,
    );
  }
  return `${lines.join('\n')}\n`;
}
