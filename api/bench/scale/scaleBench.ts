import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { endpoints, loadSamples } from './endpoints.ts';
import { measure } from './measure.ts';
import { medianPair, pairRatio } from './pairs.ts';
import {
  comparisonTable,
  type EndpointResult,
  type RunResult,
  type SizeResult,
  toMarkdown,
} from './report.ts';
import { ensureScaleDatabase } from './scaleDatabase.ts';
import { startApp, startFloor } from './servers.ts';
import { createBenchSessions } from './sessions.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const RESULTS_DIR = path.join(ROOT, 'api/bench/results');

export interface ScaleBenchOptions {
  serverUrl: string;
  /** Company counts to measure, e.g. [10_000, 1_000_000]; reviews are 5 per company. */
  sizes: number[];
  force: boolean;
  keepIndexes: boolean;
  seconds: number;
  warmupSeconds: number;
  /** Alternating app / floor pairs at 16 connections; the ratio is their median. */
  rounds: number;
  /** Only these endpoint ids (all when empty). */
  only: string[];
  /** `small`: the catalogues whose names come from a 120-word vocabulary (own databases). */
  vocabulary?: 'small';
}

const CONNECTIONS = [1, 16];
const SESSION_SECRET = 'scale-bench-session-secret-'.padEnd(48, 'x');

function sizeLabel(companies: number, vocabulary?: 'small'): string {
  const suffix = vocabulary === 'small' ? ' small vocabulary' : '';
  if (companies >= 1_000_000) return `${companies / 1_000_000}M${suffix}`;
  if (companies >= 1000) return `${companies / 1000}k${suffix}`;
  return `${companies}${suffix}`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The longest a measurement waits for the statements of the one before to finish. */
const SETTLE_LIMIT_MS = 60_000;

/**
 * Between measurements: waits until no statement of the app's or the floor's is still running in
 * the database, then half a second more. Autocannon stops sending, but what the server already
 * sent PostgreSQL runs on. The misspelt floor's trigram scans take 1–7 s each at 1M, and 10 of
 * them left over from its warm-up ran through the app's next measurement: the app's p99 then
 * counted the floor's work (63–82 ms where the statements alone take 10–14 ms). Any other
 * session on the same server counts too: the bench wants the database to itself.
 */
async function settle(knex: Knex, log: (line: string) => void): Promise<void> {
  const deadline = Date.now() + SETTLE_LIMIT_MS;
  for (;;) {
    const { rows } = await knex.raw<{ rows: Array<{ active: number }> }>(
      `select count(*)::int as active from pg_stat_activity
       where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`,
    );
    if ((rows[0]?.active ?? 0) === 0) break;
    if (Date.now() > deadline) {
      log(
        `still ${rows[0]?.active} statements running after ${SETTLE_LIMIT_MS / 1000} s; going on`,
      );
      break;
    }
    await sleep(100);
  }
  await sleep(500);
}

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();

/**
 * `npm run bench -- scale`: per size, the generated database (kept between runs), the app as
 * production starts it and the floor server side by side, every endpoint at 1 and 16
 * connections; the results as Markdown and JSON in api/bench/results/.
 */
export async function scaleBench(options: ScaleBenchOptions): Promise<RunResult> {
  const log = (line: string) =>
    console.log(`[scale ${new Date().toISOString().slice(11, 19)}] ${line}`);
  const run: RunResult = {
    startedAt: new Date().toISOString(),
    finishedAt: '',
    commit: git('rev-parse', 'HEAD'),
    mainCommit: (() => {
      try {
        return git('merge-base', 'HEAD', 'main');
      } catch {
        return git('rev-parse', 'HEAD');
      }
    })(),
    branch: git('rev-parse', '--abbrev-ref', 'HEAD'),
    dirty: git('status', '--porcelain', '--untracked-files=no').length > 0,
    machine: {
      cpus: os.cpus().length,
      node: process.version,
      postgres: '',
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
    },
    settings: {
      seconds: options.seconds,
      warmupSeconds: options.warmupSeconds,
      rounds: options.rounds,
      connections: CONNECTIONS,
      acceptEncoding: process.env.BENCH_SCALE_ACCEPT_ENCODING ?? 'gzip, deflate, br',
      webConcurrency: process.env.WEB_CONCURRENCY ?? 'unset',
    },
    sizes: [],
  };
  for (const companies of options.sizes) {
    const size = await measureSize(companies, options, run, log);
    // A size given twice (`scale 1m 1m`) measures the same build again: the run's noise.
    if (run.sizes.some((earlier) => earlier.label === size.label)) size.label += ' (again)';
    run.sizes.push(size);
    run.finishedAt = new Date().toISOString();
    writeResults(
      run,
      options.sizes.map((n) =>
        sizeLabel(n, options.vocabulary).replace(' small vocabulary', '-smallvocab'),
      ),
      log,
    );
  }
  return run;
}

async function measureSize(
  companies: number,
  options: ScaleBenchOptions,
  run: RunResult,
  log: (line: string) => void,
): Promise<SizeResult> {
  const started = performance.now();
  const scale = await ensureScaleDatabase(
    options.serverUrl,
    { companies, reviews: companies * 5, vocabulary: options.vocabulary },
    { force: options.force, keepIndexes: options.keepIndexes, log },
  );
  const { rows } = await scale.db.knex.raw('select version() as v');
  run.machine.postgres = String(rows[0].v).split(' on ')[0] ?? '';
  const loadStart = os.loadavg();
  const samples = await loadSamples(scale.db.knex, companies);
  const floor = await startFloor(scale.url);
  let app: Awaited<ReturnType<typeof startApp>> | undefined;
  const results: EndpointResult[] = [];
  try {
    log(`starting the app on ${scale.name}`);
    app = await startApp(scale.url, SESSION_SECRET);
    const sessions = await createBenchSessions(
      scale.db.knex,
      SESSION_SECRET,
      { reviewers: 3000, voters: 500 },
      app.url,
    );
    const list = endpoints(samples, sessions).filter(
      (e) => options.only.length === 0 || options.only.includes(e.id),
    );
    await checkAnswers(app.url, floor.url, list);
    for (const endpoint of list) {
      const result: EndpointResult = {
        id: endpoint.id,
        label: endpoint.label,
        goal: endpoint.goal,
        app: [],
        floor: [],
        loadAverage: os.loadavg(),
      };
      // Warm both (caches, JIT, connection pools), then app and floor back to back.
      await measure(app.url, endpoint.requests(), 16, options.warmupSeconds);
      await measure(floor.url, endpoint.requests(), 16, options.warmupSeconds);
      const appUrl = app.url;
      const pair = async (connections: number, floorFirst: boolean) => {
        const run = async (url: string) => {
          await settle(scale.db.knex, log);
          return measure(url, endpoint.requests(), connections, options.seconds);
        };
        if (!floorFirst) {
          const app = await run(appUrl);
          return { app, floor: await run(floor.url) };
        }
        const floorMeasurement = await run(floor.url);
        return { app: await run(appUrl), floor: floorMeasurement };
      };
      const one = await pair(1, false);
      result.app.push(one.app);
      result.floor.push(one.floor);
      // At 16 connections, alternating pairs (app first, then floor first, …): this machine's
      // speed drifts between windows, and the median pair's ratio is steadier than one pair's.
      const pairs = [];
      for (let round = 0; round < options.rounds; round++)
        pairs.push(await pair(16, round % 2 === 1));
      const median = medianPair(pairs);
      result.app.push(median.app);
      result.floor.push(median.floor);
      result.ratios16 = pairs.map(({ app, floor }) => pairRatio(app, floor));
      const [a1, a16] = result.app;
      const [, f16] = result.floor;
      log(
        `${endpoint.id}: app p99 ${a1?.p99}/${a16?.p99} ms, ${a16?.rps} req/s vs floor ${f16?.rps} req/s` +
          (a16 && a16.non2xx > 0
            ? ` (${a16.non2xx} not 2xx: ${JSON.stringify(a16.statusCodes)})`
            : ''),
      );
      results.push(result);
    }
  } finally {
    await app?.stop();
    await floor.stop();
    await scale.db.close();
  }
  return {
    label: sizeLabel(companies, options.vocabulary),
    companies,
    database: scale.name,
    counts: scale.counts,
    generatedSeconds: scale.generatedSeconds,
    generatedAt: scale.generatedAt,
    reused: scale.reused,
    endpoints: results,
    loadAverage: { start: loadStart, end: os.loadavg() },
    seconds: Math.round((performance.now() - started) / 1000),
  };
}

/**
 * One request of each endpoint to both servers before measuring: a wrong path or a refused
 * write would otherwise be measured as fast errors. A write must also reuse its session (no new
 * cookie), as the PWA's second write does.
 */
async function checkAnswers(
  appUrl: string,
  floorUrl: string,
  list: ReturnType<typeof endpoints>,
): Promise<void> {
  for (const endpoint of list) {
    for (const base of [appUrl, floorUrl]) {
      const request = endpoint.requests()();
      const response = await fetch(`${base}${request.path}`, {
        method: request.method,
        headers: request.headers,
        body: request.body,
      });
      const text = await response.text();
      if (!response.ok) {
        throw new Error(
          `${endpoint.id} ${request.method} ${base}${request.path} answered ${response.status}: ${text.slice(0, 300)}`,
        );
      }
      if (base === appUrl && request.method === 'POST' && response.headers.get('set-cookie')) {
        throw new Error(
          `${endpoint.id}: the bench session was not recognised (a new cookie was set)`,
        );
      }
    }
  }
}

/** Written after each size (a late failure keeps the earlier figures), under the run's name. */
function writeResults(run: RunResult, labels: string[], log: (line: string) => void): void {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const stamp = run.startedAt.slice(0, 16).replace(':', '');
  const sizes = labels.map((label) => label.toLowerCase()).join('+');
  const base = path.join(RESULTS_DIR, `scale-${stamp}Z-${sizes}`);
  writeFileSync(`${base}.json`, `${JSON.stringify(run, null, 2)}\n`);
  writeFileSync(`${base}.md`, toMarkdown(run));
  // Both, as the repository's lint checks them: a results file committed as written passes.
  formatted(`${base}.json`);
  formatted(`${base}.md`);
  log(`results: ${path.relative(ROOT, base)}.md / .json`);
}

/** The Markdown of a results file, written again from its JSON. */
export function renderResults(jsonFile: string): void {
  const run = JSON.parse(readFileSync(jsonFile, 'utf8')) as RunResult;
  writeFileSync(jsonFile.replace(/\.json$/, '.md'), toMarkdown(run));
  formatted(jsonFile.replace(/\.json$/, '.md'));
}

/** The README's before → after table from two results files. */
export function compareResults(beforeFile: string, afterFile: string): string {
  const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as RunResult;
  return comparisonTable(read(beforeFile), read(afterFile));
}

/** Tables aligned as the repo's formatter (Biome) wants them, so results files pass the lint. */
function formatted(file: string): void {
  try {
    execFileSync(path.join(ROOT, 'node_modules/.bin/biome'), ['format', '--write', file], {
      cwd: ROOT,
      stdio: 'ignore',
    });
  } catch {
    // Without Biome the file is still valid JSON or Markdown, only laid out differently.
  }
}
