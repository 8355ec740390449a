import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SUBCATEGORY_COUNT } from '#shared/catalogue/catalogue';
import { buildServer } from '../../scripts/buildServer.ts';
import { openDatabase } from './db/openDatabase.ts';
import { countRows } from './test/count.ts';
import { type ServerProcess, startServerProcess } from './test/serverProcess.ts';

const started: ServerProcess[] = [];
afterEach(() => {
  for (const run of started.splice(0)) run.child.kill('SIGKILL');
});

/** Runs the compiled server (`api/dist/main.js`, what `npm start` runs) with `env`. */
function startProcess(env: Record<string, string>, command?: string[]) {
  const run = startServerProcess(env, command);
  started.push(run);
  return run;
}

beforeAll(() => buildServer(), 120_000);

// Spawns real processes that create embedded databases: slow on a busy machine, so a long
// timeout (this is not a speed check; those live in benchmarks).
describe('the server process', { timeout: 180_000 }, () => {
  it('starts on an empty data directory, stops on SIGTERM, and keeps its data', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'reviews-process-'));
    const env = { DATA_DIR: dataDir, PWA_DIST_DIR: path.join(dataDir, 'no-build'), DEMO_DATA: '0' };

    const first = startProcess(env);
    const url = await first.ready;
    const health = await fetch(`${url}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', db: 'ok' });
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output().stdout).toContain('Stopped');
    // A fresh install can be administered: one line with a super admin invitation link.
    const bootstrap = first
      .output()
      .stdout.split('\n')
      .filter((l) => l.includes('No super admin'));
    expect(bootstrap).toHaveLength(1);
    expect(bootstrap[0]).toMatch(
      /admin@example\.com can create one at http:\/\/\S+\/admin\/accept-invitation\?token=/,
    );

    // Data written between runs survives the next start (which must not recreate anything).
    const db = await openDatabase({ databaseUrl: undefined, dataDir });
    await db.knex('companies').insert({ domain: 'kept.com', name: 'Kept' });
    await db.close();

    const second = startProcess(env);
    await second.ready;
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);

    const reopened = await openDatabase({ databaseUrl: undefined, dataDir });
    expect(await reopened.knex('companies').pluck('domain')).toEqual(['kept.com']);
    expect(await countRows(reopened.knex, 'subcategories')).toBe(SUBCATEGORY_COUNT);
    await reopened.close();
  });

  it('fills a new embedded database with the demo data, says so, and serves it', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'reviews-demo-'));
    const run = startProcess({ DATA_DIR: dataDir, PWA_DIST_DIR: path.join(dataDir, 'no-build') });
    const url = await run.ready;
    expect(run.output().stdout).toContain(
      'Loaded demo data into the new embedded database (DEMO_DATA=0 starts empty)',
    );
    const companies = (await (await fetch(`${url}/api/companies?limit=5`)).json()) as unknown[];
    expect(companies).toHaveLength(5);
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);

    // The next start finds the database in use and does not seed it again.
    // (asking for two workers: the embedded database runs in one process, and says so)
    const again = startProcess({
      DATA_DIR: dataDir,
      PWA_DIST_DIR: path.join(dataDir, 'no-build'),
      WEB_CONCURRENCY: '2',
    });
    await again.ready;
    expect(again.output().stdout).toContain(
      'WEB_CONCURRENCY=2 ignored: the embedded database runs in one process.',
    );
    expect(again.output().stdout).not.toContain('Worker listening');
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
    expect(again.output().stdout).not.toContain('Loaded demo data');
    const db = await openDatabase({ databaseUrl: undefined, dataDir });
    expect(await countRows(db.knex, 'companies')).toBe(300);
    await db.close();
  });

  it('refuses bad configuration with one readable message and exit code 1', async () => {
    const run = startProcess({ PORT: 'abc', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'x-')) });
    await expect(run.ready).rejects.toThrow();
    expect(await run.exited).toBe(1);
    expect(run.output().stderr).toBe(
      'Invalid configuration:\n  PORT: must be a whole number between 0 and 65535 (got "abc")\n',
    );
  });

  it('explains an unreachable database without a stack trace', async () => {
    const run = startProcess({
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'x-')),
    });
    await expect(run.ready).rejects.toThrow();
    expect(await run.exited).toBe(1);
    expect(run.output().stderr).toMatch(/^Cannot connect to PostgreSQL at 127\.0\.0\.1:1\/none/);
    expect(run.output().stderr).not.toContain('    at ');
  });

  it('`npm start` stops gracefully on SIGTERM to the process that was started, freeing the data directory', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'reviews-npm-start-'));
    const env = { DATA_DIR: dataDir, PWA_DIST_DIR: path.join(dataDir, 'no-build'), DEMO_DATA: '0' };
    const lock = path.join(dataDir, 'pglite.lock');

    // npm runs the script through a shell: the signal must reach the server itself, not stop
    // npm and the shell while the server keeps running with the database locked.
    const first = startProcess(env, ['npm', 'start', '--silent']);
    const url = await first.ready;
    expect(existsSync(lock)).toBe(true);
    first.child.kill('SIGTERM');
    await first.exited;
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();
    expect(first.output().stdout).toContain('Stopped');
    expect(existsSync(lock)).toBe(false);

    const second = startProcess(env, ['npm', 'start', '--silent']);
    const again = await second.ready;
    expect((await fetch(`${again}/api/health`)).status).toBe(200);
    second.child.kill('SIGINT');
    await second.exited;
    expect(second.output().stdout).toContain('Stopped');
    expect(existsSync(lock)).toBe(false);
  });
});
