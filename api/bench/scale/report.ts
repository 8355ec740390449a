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

/** A measurement whose answers were not all 2xx does not count (it measured errors). */
export function isClean(m: Measurement | undefined): boolean {
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
        measured: `${one.p99} ms`,
        pass: isClean(one) && one.p99 < goal.p99At1,
      });
    }
    if (goal.p99At16 !== undefined && sixteen) {
      out.push({
        endpoint: result.label,
        goal: `p99 < ${goal.p99At16} ms at 16 connections`,
        measured: `${sixteen.p99} ms`,
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
    const ratio = Math.round((big.p99 / Math.max(1, little.p99)) * 10) / 10;
    return [{ endpoint: result.label, small: little.p99, large: big.p99, ratio, pass: ratio <= 2 }];
  });
}

const loads = (values: number[]) => values.map((v) => v.toFixed(1)).join(' / ');
const fmt = (n: number | undefined) => (n === undefined ? '–' : n.toLocaleString('en-US'));
const cell = (m: Measurement | undefined) =>
  m ? [fmt(Math.round(m.rps)), `${m.p50}`, `${m.p99}`] : ['–', '–', '–'];

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
      'The floor is a bare `node:http` + `pg` server running the one statement each endpoint needs, on the same database in the same run.',
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
    lines.push(
      '| Endpoint | Conns | App req/s | App p50 | App p99 | Floor req/s | Floor p50 | Floor p99 | App / floor | Not 2xx |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    );
    for (const result of size.endpoints) {
      for (const connections of run.settings.connections) {
        const app = at(result.app, connections);
        const floor = at(result.floor, connections);
        const ratio = app && floor && floor.rps > 0 ? (app.rps / floor.rps).toFixed(2) : '–';
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
  return `${lines.join('\n')}\n`;
}
