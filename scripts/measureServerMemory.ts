import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type {
  AdminCompanyItem,
  CategorizationProgress,
  CategorizationStarted,
  ImportResult,
} from '#shared/types/admin';
import { type ServerProcess, startServerProcess } from '../api/src/test/serverProcess.ts';
import { ensureBuilt } from './buildState.js';
import { AdminSession } from './serverMemory/adminSession.ts';
import { type LocalSites, reviewsCsv, SITES, serveSites } from './serverMemory/localSites.ts';
import {
  type HeapFigures,
  heapFigures,
  type ResidentMemory,
  residentMemory,
} from './serverMemory/processMemory.ts';

/**
 * `npm run measure:server-memory [-- --runs N] [-- --node-option=--flag …]`: the compiled server's resident memory, end to
 * end, on the embedded database with the local categoriser's model loaded (the method of
 * docs/categorisation-history.md, "29 November: branch `modelmemory`", as a script).
 *
 * 1. Builds the web app and the server when stale, as `npm start` would.
 * 2. A first start on a new data directory loads the demo data and runs initdb (memory the
 *    process never gives back, which a restarted server does not carry), and creates the first
 *    super admin from the invitation it logs. That start is not measured; its data directory,
 *    stopped cleanly, is copied for each run.
 * 3. Each run starts the server on its own copy and reads its /proc status 20 s after "Ready",
 *    imports the sites' companies (Import Reviews), runs the admin categorisation of the
 *    uncategorised companies (the import's enrichment jobs read the model too), and reads it
 *    again 20 s after the job has finished; the peak (VmHWM) at that point is the run's peak.
 *
 * The server reads the companies' homepages from 127.0.0.1:80 (so this needs port 80), their
 * domains resolved there by a preload (`resolveLocalSites.js`); the server is otherwise as
 * deployed.
 */

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    // A V8 flag for the server, to weigh a setting ("--node-option=--max-semi-space-size=4").
    'node-option': { type: 'string', multiple: true, default: [] },
  },
});
const RUNS = Number(values.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) {
  console.error('--runs takes a whole number of 1 or more');
  process.exit(2);
}

/** Long enough for start-up's and the job's garbage to be collected and the heap to settle. */
const SETTLE_MS = 20_000;
/** The longest a categorisation of a few local pages may take before the run is abandoned. */
const JOB_TIMEOUT_MS = 5 * 60_000;

const PRELOAD = pathToFileURL(path.join(import.meta.dirname, 'resolveLocalSites.js')).href;
const ADMIN = { email: 'admin@example.com', password: 'measure-server-memory-password' };
const METRICS_TOKEN = randomBytes(16).toString('hex');

interface RunResult {
  afterStart: ResidentMemory;
  heapAfterStart: HeapFigures;
  afterJob: ResidentMemory;
  heapAfterJob: HeapFigures;
  job: CategorizationProgress;
  /** How many sites came out with the subcategory their label gives. */
  asLabelled: number;
  categorised: number;
  /** Homepage requests the local sites answered during the run. */
  pagesRead: number;
  /** Error lines the server logged (a model it could not read shows up here). */
  errors: string[];
  seconds: number;
}

/**
 * The compiled server, started as `npm start` starts it (`scripts/start.js` imports
 * api/dist/main.js) but directly: start.js would rebuild between runs if a source changed
 * meanwhile, and its build check would run in the measured process.
 */
function startServer(dataDir: string): ServerProcess {
  const env = {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    // Only PATH is passed on (startServerProcess), so no OpenAI key: local either way, said here.
    AI_PROVIDER: 'local',
    // The reader refuses loopback addresses otherwise, and the sites are served on 127.0.0.1.
    ALLOW_PRIVATE_FETCH: '1',
    METRICS_TOKEN,
    LOCAL_SITE_NAMES: SITES.map((site) => site.domain).join(','),
  };
  // PORT=0 (startServerProcess's default) takes a free port; the "Ready on" line says which.
  return startServerProcess(env, [
    process.execPath,
    ...values['node-option'],
    '--import',
    PRELOAD,
    'api/dist/main.js',
  ]);
}

async function stop(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  await server.exited;
}

/** The first start: demo data, initdb and the first super admin, into `dataDir`. */
async function prepareDataDir(dataDir: string): Promise<void> {
  const server = startServer(dataDir);
  try {
    const url = await server.ready;
    const token = /accept-invitation\?token=([\w-]+)/.exec(server.output().stdout)?.[1];
    if (!token) throw new Error('The first start logged no invitation for the first super admin');
    await new AdminSession(url).post('/api/admin/accept-invitation', {
      token,
      firstName: 'Memory',
      lastName: 'Measurement',
      password: ADMIN.password,
    });
  } finally {
    await stop(server);
  }
}

async function measureRun(template: string, sites: LocalSites): Promise<RunResult> {
  const started = performance.now();
  const requestsBefore = sites.requests.length;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'server-memory-run-'));
  cpSync(template, dataDir, { recursive: true });
  const server = startServer(dataDir);
  try {
    const url = await server.ready;
    const pid = server.child.pid!;
    await sleep(SETTLE_MS);
    // /proc first: the scrape allocates in the server.
    const afterStart = residentMemory(pid);
    const heapAfterStart = await heapFigures(url, METRICS_TOKEN);

    const admin = new AdminSession(url);
    const signedIn = await admin.post<{ twoFactor?: string }>('/api/admin/login', ADMIN);
    if (signedIn.twoFactor) throw new Error(`Sign-in asks for two-factor (${signedIn.twoFactor})`);
    const imported = await admin.upload<ImportResult>(
      '/api/admin/import-reviews',
      'reviews.csv',
      reviewsCsv(),
    );
    if (imported.imported !== SITES.length) {
      throw new Error(`Import: ${JSON.stringify(imported)}`);
    }
    await admin.post<CategorizationStarted>('/api/admin/categorize-companies', {
      onlyUncategorized: true,
      provider: 'local',
    });
    const job = await finishedCategorization(admin);
    await sleep(SETTLE_MS);
    const afterJob = residentMemory(pid);
    const heapAfterJob = await heapFigures(url, METRICS_TOKEN);

    const companies = await Promise.all(
      SITES.map(async (site) => {
        const found = await admin.get<AdminCompanyItem[]>(
          `/api/admin/companies?q=${encodeURIComponent(site.domain)}`,
        );
        return { site, company: found.find((company) => company.domain === site.domain) };
      }),
    );
    const errors = server
      .output()
      .stdout.split('\n')
      .filter((line) => /^\{"level":(50|60)\b/.test(line));
    return {
      afterStart,
      heapAfterStart,
      afterJob,
      heapAfterJob,
      job,
      asLabelled: companies.filter(({ site, company }) => company?.subcategory === site.expected)
        .length,
      categorised: companies.filter(({ company }) => company?.subcategory).length,
      pagesRead: sites.requests.length - requestsBefore,
      errors,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Polls the job's progress until it has ended; throws unless it completed. */
async function finishedCategorization(admin: AdminSession): Promise<CategorizationProgress> {
  const deadline = Date.now() + JOB_TIMEOUT_MS;
  for (;;) {
    const progress = await admin.get<CategorizationProgress>('/api/admin/categorize-progress');
    if (!progress.isRunning && progress.status !== 'queued') {
      if (progress.status !== 'completed') {
        throw new Error(`Categorisation ended ${progress.status}: ${progress.error ?? ''}`);
      }
      return progress;
    }
    if (Date.now() > deadline) throw new Error('Categorisation did not finish in 5 minutes');
    await sleep(250);
  }
}

const mibOf = (bytes: number) => (bytes / 2 ** 20).toFixed(1);

function printTable(results: RunResult[]): void {
  console.log(
    `\nThe compiled server, ${SETTLE_MS / 1000} s after "Ready" and after the categorisation ` +
      '(MiB: resident from /proc, heap and external from /metrics):',
  );
  const change = (before: number, after: number) => `${mibOf(before)} → ${mibOf(after)}`;
  console.table(
    Object.fromEntries(
      results.map((result, index) => [
        `run ${index + 1}`,
        {
          'after start': mibOf(result.afterStart.rssKb * 1024),
          'model loaded': mibOf(result.afterJob.rssKb * 1024),
          peak: mibOf(result.afterJob.peakKb * 1024),
          'heap used': change(result.heapAfterStart.heapUsed, result.heapAfterJob.heapUsed),
          external: change(result.heapAfterStart.external, result.heapAfterJob.external),
          // Only a page read and scored by the model is categorised (none without a page).
          categorised: `${result.categorised}/${SITES.length}`,
          'as labelled': `${result.asLabelled}/${SITES.length}`,
          'pages read': result.pagesRead,
          'job covered': result.job.total,
          errors: result.errors.length,
          seconds: Math.round(result.seconds),
        },
      ]),
    ),
  );
  for (const [index, result] of results.entries()) {
    for (const line of result.errors) console.log(`run ${index + 1} logged: ${line}`);
  }
}

if (!(await ensureBuilt(['pwa', 'server'], { what: 'The server' }))) process.exit(1);
const sites = await serveSites();
const template = mkdtempSync(path.join(tmpdir(), 'server-memory-template-'));
try {
  const started = performance.now();
  await prepareDataDir(template);
  console.log(
    `First start (demo data, not measured): ${Math.round((performance.now() - started) / 1000)} s`,
  );
  const results: RunResult[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const result = await measureRun(template, sites);
    results.push(result);
    console.log(`Run ${run} of ${RUNS}: ${Math.round(result.seconds)} s`);
  }
  printTable(results);
} finally {
  await sites.close();
  rmSync(template, { recursive: true, force: true });
}
