import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * How long `npm start` takes until `/api/health` answers 200: on a new data directory (the
 * embedded database is created, migrated and, by default, filled with the demo data), and again
 * on the same directory. The foundation's goals: the first within 60 s, a later one in < 3 s.
 */
export async function startupBench(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-start-'));
  try {
    for (const [label, env] of [
      ['first start, new data dir, demo data', {}],
      ['second start, same data dir', {}],
      ['first start, new data dir, DEMO_DATA=0', { DEMO_DATA: '0', DATA_DIR: `${dataDir}-empty` }],
    ] as const) {
      const ms = await timeToHealthy({ DATA_DIR: dataDir, ...env });
      console.log(JSON.stringify({ bench: 'startup', case: label, msToHealthy: ms }));
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(`${dataDir}-empty`, { recursive: true, force: true });
  }
}

/** Runs `npm start`'s command (build checks included) and polls /api/health. */
async function timeToHealthy(env: Record<string, string>): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.js'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /Ready on (http:\/\/\S+?)"/.exec(output);
      if (match?.[1]) resolve(match[1].replace('localhost', '127.0.0.1'));
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  for (;;) {
    const response = await fetch(`${url}/api/health`).catch(() => undefined);
    if (response?.status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const ms = Math.round(performance.now() - started);
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  return ms;
}
