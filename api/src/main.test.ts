import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SUBCATEGORY_COUNT } from '#shared/catalogue/catalogue';
import { openDatabase } from './db/openDatabase.ts';
import { countRows } from './test/count.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

/** Runs `api/src/main.ts` as `npm start` does, with the given environment. */
function startProcess(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, LOG_LEVEL: 'info', PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', () => {
      const match = /Ready on (http:\/\/\S+?)"/.exec(stdout);
      if (match?.[1]) resolve(match[1]);
    });
    exited.then((code) => reject(new Error(`exited with ${code}: ${stderr}`)));
  });
  return { child, ready, exited, output: () => ({ stdout, stderr }) };
}

// Spawns real processes that create embedded databases: slow on a busy machine, so a long
// timeout (this is not a speed check; those live in benchmarks).
describe('the server process', { timeout: 180_000 }, () => {
  it('starts on an empty data directory, stops on SIGTERM, and keeps its data', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'reviews-process-'));
    const env = { DATA_DIR: dataDir, PWA_DIST_DIR: path.join(dataDir, 'no-build'), DEMO_DATA: '0' };

    const first = startProcess(env);
    const url = (await first.ready).replace('localhost', '127.0.0.1');
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
    const url = (await run.ready).replace('localhost', '127.0.0.1');
    expect(run.output().stdout).toContain(
      'Loaded demo data into the new embedded database (DEMO_DATA=0 starts empty)',
    );
    const companies = (await (await fetch(`${url}/api/companies?limit=5`)).json()) as unknown[];
    expect(companies).toHaveLength(5);
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);

    // The next start finds the database in use and does not seed it again.
    const again = startProcess({ DATA_DIR: dataDir, PWA_DIST_DIR: path.join(dataDir, 'no-build') });
    await again.ready;
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
});
