import { spawnSync } from 'node:child_process';
import { postgresUrl } from './benchDatabase.ts';
import { cliImportBench } from './cliImportBench.ts';
import { importBench } from './importBench.ts';
import { invitationsBench } from './invitationsBench.ts';
import { listBench } from './listBench.ts';
import { metricsScrapeBench } from './metricsScrapeBench.ts';
import { parseScaleArgs } from './scale/scaleArgs.ts';
import { startupBench } from './startupBench.ts';

/**
 * `npm run bench`: import speed and memory (BENCH_ROWS, default 200,000) on the embedded
 * database and — with a PostgreSQL server (BENCH_DATABASE_URL or TEST_DATABASE_URL) — on
 * PostgreSQL, then the admin lists at BENCH_LIST_ROWS (default 1,000,000) companies, users and
 * reviews. Each part runs in its own process, so memory figures do not mix. One JSON line per
 * figure. `npm run bench -- import pglite` (or `import postgresql`, `lists` or `startup`) runs
 * one part. `startup` times `npm start` until /api/health answers, on a new and a used data dir.
 * `metrics` times a `/metrics` scrape after 100,000 requests; `invitations` an owner's CSV of
 * 1,000 review invitations validated and queued.
 * `cli-import [postgresql|pglite]` imports BENCH_CLI_ROWS (default 1,000,000) generated rows
 * through the built `review-admin import` and reports the CLI process's peak memory.
 * `scale-replica [10k]`: the public reads through a streaming replica on this machine against
 * the primary alone, and a replica stopped mid-run (api/bench/scale/replicaBench.ts).
 * `scale [10k|1m|N…] [--force] [--keep-indexes] [--only=id,…]` loads the app and a bare floor
 * server on generated PostgreSQL databases (kept between runs) and writes Markdown + JSON to
 * api/bench/results/ (see api/bench/README.md). It is not part of the default run.
 */
const rows = Number(process.env.BENCH_ROWS ?? 200_000);
const listRows = Number(process.env.BENCH_LIST_ROWS ?? 1_000_000);
const [part, engine] = process.argv.slice(2);

if (part === 'import' && (engine === 'pglite' || engine === 'postgresql')) {
  await importBench(rows, engine);
} else if (part === 'lists') {
  await listBench(listRows);
} else if (part === 'cli-import') {
  const cliRows = Number(process.env.BENCH_CLI_ROWS ?? 1_000_000);
  await cliImportBench(cliRows, engine === 'pglite' ? 'pglite' : 'postgresql');
} else if (part === 'startup') {
  await startupBench();
} else if (part === 'metrics') {
  await metricsScrapeBench();
} else if (part === 'invitations') {
  await invitationsBench();
} else if (part === 'scale-report' && engine) {
  // Writes a results file's Markdown again from its JSON (after a change to the report).
  const { renderResults } = await import('./scale/scaleBench.ts');
  renderResults(engine);
} else if (part === 'scale-compare' && engine && process.argv[4]) {
  // The README's table: `scale-compare <before.json> <after.json>`.
  const { compareResults } = await import('./scale/scaleBench.ts');
  console.log(compareResults(engine, process.argv[4]));
} else if (part === 'scale-replica') {
  // Makes its own primary and streaming replica (ports 5442-5443): no database URL needed.
  const { replicaBench } = await import('./scale/replicaBench.ts');
  const args = parseScaleArgs(process.argv.slice(3), process.env);
  await replicaBench({
    companies:
      args.sizes.length === 2 && process.argv.length <= 3 ? 10_000 : (args.sizes[0] ?? 10_000),
    seconds: args.seconds,
    rounds: args.rounds,
  });
} else if (part === 'scale') {
  if (!postgresUrl)
    throw new Error('Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) for the scale bench');
  const { scaleBench } = await import('./scale/scaleBench.ts');
  await scaleBench({
    serverUrl: postgresUrl,
    ...parseScaleArgs(process.argv.slice(3), process.env),
  });
} else {
  const parts = [['startup'], ['import', 'pglite']];
  if (postgresUrl) parts.push(['import', 'postgresql'], ['cli-import', 'postgresql'], ['lists']);
  else console.log('PostgreSQL parts skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL');
  for (const args of parts) {
    const child = spawnSync(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', import.meta.filename, ...args],
      { stdio: 'inherit', env: process.env },
    );
    if (child.status !== 0) process.exit(child.status ?? 1);
  }
}
