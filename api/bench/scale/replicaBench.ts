import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startStreamingReplica } from '../../src/test/streamingReplica.ts';
import { type BenchRequest, endpoints, loadSamples } from './endpoints.ts';
import { type Measurement, measure } from './measure.ts';
import { ensureScaleDatabase } from './scaleDatabase.ts';
import { startApp } from './servers.ts';
import { createBenchSessions } from './sessions.ts';

const SESSION_SECRET = 'replica-bench-session-secret-'.padEnd(48, 'x');
const METRICS_TOKEN = 'replica-bench-metrics-token';
/** Ports of the bench's own primary and replica (the tests use 5440-5441). */
const PORTS = { primary: 5442, replica: 5443 };

interface EndpointRun {
  id: string;
  goalP99At1: number | undefined;
  goalP99At16: number | undefined;
  primaryOnly: Measurement[];
  withReplica: Measurement[];
  /** The same at one connection, where the latency goals of one visitor are judged. */
  primaryOnlyAt1: Measurement[];
  withReplicaAt1: Measurement[];
}

/**
 * `npm run bench -- scale-replica [10k]`: the public reads at 16 connections and at one from an
 * app that reads everything on the primary and from one whose reads go to a streaming replica on
 * the same machine, in alternating pairs, so the routing's cost shows as their throughput ratio
 * and the latency goals (p99 at one connection and at 16) are judged on the routed app;
 * then a mixed read load during which the replica is stopped (`pg_ctl stop -m immediate`),
 * counting the answers that were not 2xx. It makes its own primary and replica (ports 5442 and
 * 5443, as the postgres user) and loads the generated data into the primary.
 */
export async function replicaBench(options: {
  companies: number;
  seconds: number;
  rounds: number;
}): Promise<void> {
  const log = (line: string) => console.log(`[replica-bench] ${line}`);
  const cluster = await startStreamingReplica({ ...PORTS, database: 'replica_bench' });
  const started = performance.now();
  try {
    const serverUrl = cluster.primaryUrl.replace(/\/replica_bench$/, '/postgres');
    const scale = await ensureScaleDatabase(
      serverUrl,
      { companies: options.companies, reviews: options.companies * 5 },
      { log },
    );
    const replicaUrl = cluster.replicaUrl.replace(/\/replica_bench$/, `/${scale.name}`);
    await waitCaughtUp(scale.db.knex, replicaUrl, log);
    const samples = await loadSamples(scale.db.knex, options.companies);
    const primaryOnly = await startApp(scale.url, SESSION_SECRET, { METRICS_TOKEN });
    const routed = await startApp(scale.url, SESSION_SECRET, {
      METRICS_TOKEN,
      DATABASE_READ_URL: replicaUrl,
    });
    try {
      const sessions = await createBenchSessions(
        scale.db.knex,
        SESSION_SECRET,
        { reviewers: 50, voters: 50 },
        primaryOnly.url,
      );
      const reads = endpoints(samples, sessions).filter((endpoint) =>
        isRead(endpoint.requests()()),
      );
      const runs: EndpointRun[] = [];
      for (const endpoint of reads) {
        const run: EndpointRun = {
          id: endpoint.id,
          goalP99At1: endpoint.goal.p99At1,
          goalP99At16: endpoint.goal.p99At16,
          primaryOnly: [],
          withReplica: [],
          primaryOnlyAt1: [],
          withReplicaAt1: [],
        };
        await measure(primaryOnly.url, endpoint.requests(), 16, 1);
        await measure(routed.url, endpoint.requests(), 16, 1);
        for (let round = 0; round < options.rounds; round++) {
          // Alternating which goes first: this machine's speed drifts between windows.
          const order = round % 2 === 0 ? [primaryOnly, routed] : [routed, primaryOnly];
          for (const app of order) {
            const m = await measure(app.url, endpoint.requests(), 16, options.seconds);
            (app === routed ? run.withReplica : run.primaryOnly).push(m);
          }
          for (const app of order) {
            const m = await measure(app.url, endpoint.requests(), 1, options.seconds);
            (app === routed ? run.withReplicaAt1 : run.primaryOnlyAt1).push(m);
          }
        }
        log(
          `${endpoint.id}: ${median(run.primaryOnly, 'rps')} req/s primary only, ` +
            `${median(run.withReplica, 'rps')} req/s via the replica; ` +
            `p99 ${median(run.primaryOnly, 'p99')} / ${median(run.withReplica, 'p99')} ms; ` +
            `at one connection p99 ${median(run.primaryOnlyAt1, 'p99')} / ` +
            `${median(run.withReplicaAt1, 'p99')} ms`,
        );
        runs.push(run);
      }
      const routing = await readsByDatabase(routed.url);
      log(`reads answered, by database: ${JSON.stringify(routing)}`);

      // A replica stopped in the middle of a mixed read load.
      const mixed = mixedReads(reads.map((endpoint) => endpoint.requests()));
      const load = measure(routed.url, mixed, 16, 8);
      await sleep(3_000);
      await cluster.stopReplica();
      log('replica stopped (immediate) mid-run');
      const duringStop = await load;
      log(
        `during the stop: ${duringStop.requests} requests, ${duringStop.non2xx} not 2xx, ` +
          `${duringStop.errors} errors, p99 ${duringStop.p99} ms`,
      );
      const afterStop = await readsByDatabase(routed.url);
      await cluster.startReplica();
      const readmitted = await waitInRotation(routed.url);
      log(`replica re-admitted after restart in ${readmitted} ms`);

      const result = {
        date: new Date().toISOString(),
        machine: { cpus: os.cpus().length, loadAverage: os.loadavg() },
        companies: options.companies,
        seconds: options.seconds,
        rounds: options.rounds,
        endpoints: runs.map((run) => ({
          id: run.id,
          goalP99At1: run.goalP99At1,
          goalP99At16: run.goalP99At16,
          primaryOnly: { rps: median(run.primaryOnly, 'rps'), p99: median(run.primaryOnly, 'p99') },
          withReplica: { rps: median(run.withReplica, 'rps'), p99: median(run.withReplica, 'p99') },
          primaryOnlyAt1: { p99: median(run.primaryOnlyAt1, 'p99') },
          withReplicaAt1: { p99: median(run.withReplicaAt1, 'p99') },
          non2xx: [
            ...run.primaryOnly,
            ...run.withReplica,
            ...run.primaryOnlyAt1,
            ...run.withReplicaAt1,
          ].reduce((n, m) => n + m.non2xx, 0),
        })),
        routing,
        stop: {
          requests: duringStop.requests,
          non2xx: duringStop.non2xx,
          errors: duringStop.errors,
          p99: duringStop.p99,
          statusCodes: duringStop.statusCodes,
          readsAfterStop: afterStop,
          readmittedMs: readmitted,
        },
        totalSeconds: Math.round((performance.now() - started) / 1000),
      };
      console.log(renderTable(result.endpoints));
      const dir = path.join(import.meta.dirname, '..', 'results');
      mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `replica-${result.date.slice(0, 10)}.json`);
      writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
      log(`written to ${file}`);
    } finally {
      await routed.stop();
      await primaryOnly.stop();
      await scale.db.close();
    }
  } finally {
    await cluster.close();
  }
}

function isRead(request: BenchRequest): boolean {
  return request.method === 'GET';
}

function median(measurements: Measurement[], key: 'rps' | 'p99'): number {
  const sorted = measurements.map((m) => m[key]).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Each read endpoint's requests in turn. */
function mixedReads(sources: (() => BenchRequest)[]): () => BenchRequest {
  let i = 0;
  return () => {
    const source = sources[i++ % sources.length];
    if (!source) throw new Error('no read endpoints');
    return source();
  };
}

async function scrape(url: string): Promise<string> {
  const answer = await fetch(`${url}/metrics`, {
    headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
  });
  return answer.text();
}

async function readsByDatabase(url: string): Promise<Record<string, number>> {
  const text = await scrape(url);
  const counts: Record<string, number> = {};
  for (const match of text.matchAll(/^db_public_reads_total\{database="([^"]+)"\} (\d+)/gm)) {
    counts[match[1] ?? ''] = Number(match[2]);
  }
  const fallbacks = /^db_replica_fallbacks_total (\d+)/m.exec(text);
  counts.fallbacks = Number(fallbacks?.[1] ?? 0);
  return counts;
}

async function waitInRotation(url: string): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < 60_000) {
    if (/^db_replica_in_rotation\{[^}]*\} 1$/m.test(await scrape(url))) return Date.now() - start;
    await sleep(100);
  }
  throw new Error('The replica did not come back within a minute');
}

async function waitCaughtUp(
  primary: import('knex').Knex,
  replicaUrl: string,
  log: (line: string) => void,
): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: replicaUrl });
  await client.connect();
  try {
    const [target] = (await primary.raw('select pg_current_wal_lsn()::text as lsn')).rows;
    for (let i = 0; i < 600; i++) {
      const { rows } = await client.query(
        'select pg_wal_lsn_diff($1::pg_lsn, pg_last_wal_replay_lsn()) as behind',
        [target.lsn],
      );
      if (Number(rows[0]?.behind) <= 0) {
        log('replica caught up');
        return;
      }
      await sleep(500);
    }
    throw new Error('The replica did not catch up within 5 minutes');
  } finally {
    await client.end();
  }
}

function renderTable(
  rows: {
    id: string;
    goalP99At1: number | undefined;
    goalP99At16: number | undefined;
    primaryOnly: { rps: number; p99: number };
    withReplica: { rps: number; p99: number };
    primaryOnlyAt1: { p99: number };
    withReplicaAt1: { p99: number };
  }[],
): string {
  const lines = [
    '| Endpoint | Goal p99 @1 | p99 @1: primary only / via the replica | Goal p99 @16 | Primary only @16: req/s, p99 | Via the replica @16: req/s, p99 | Ratio |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  const goal = (ms: number | undefined) => (ms === undefined ? '–' : `${ms} ms`);
  for (const row of rows) {
    const ratio = row.primaryOnly.rps > 0 ? row.withReplica.rps / row.primaryOnly.rps : 0;
    lines.push(
      `| ${row.id} | ${goal(row.goalP99At1)} | ${row.primaryOnlyAt1.p99} / ${row.withReplicaAt1.p99} ms | ${goal(row.goalP99At16)} | ${row.primaryOnly.rps}, ${row.primaryOnly.p99} ms | ${row.withReplica.rps}, ${row.withReplica.p99} ms | ${ratio.toFixed(2)} |`,
    );
  }
  return lines.join('\n');
}
