import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');

export interface RunningProcess {
  url: string;
  stop(): Promise<void>;
}

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Stops a process group started with `detached` (npm, its shell and node) and waits for it. */
function stopper(child: ChildProcess): () => Promise<void> {
  return async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {}
    }, 15_000);
    await exited;
    clearTimeout(timer);
  };
}

async function waitHealthy(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  for (;;) {
    if (exited) throw new Error(`the server at ${url} exited before it answered`);
    const response = await fetch(`${url}/api/health`).catch(() => undefined);
    if (response?.status === 200) return;
    if (Date.now() > deadline) throw new Error(`no answer from ${url} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The app as production starts it: `npm start` (whatever that runs today: the web app build
 * check, then the server), NODE_ENV=production, on the generated PostgreSQL database, logging at
 * its default level (to /dev/null), behind a (simulated) load balancer: TRUST_PROXY=1. `env` adds
 * settings; WEB_CONCURRENCY and the like pass through from the environment.
 */
export async function startApp(
  databaseUrl: string,
  sessionSecret: string,
  env: Record<string, string> = {},
): Promise<RunningProcess> {
  const port = await freePort();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: sessionSecret,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Behind a load balancer, as in production: each bench visitor's X-Forwarded-For address.
      TRUST_PROXY: '1',
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = stopper(child);
  try {
    // The first start may build the web app (a minute or two on a busy machine).
    await waitHealthy(url, child, 600_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

/** The bare `node:http` + `pg` floor server, in its own process. */
export async function startFloor(databaseUrl: string): Promise<RunningProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'floorServer.ts')],
    {
      cwd: ROOT,
      detached: true,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, FLOOR_DATABASE_URL: databaseUrl, NODE_ENV: 'production' },
    },
  );
  const stop = stopper(child);
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      const line = output.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve((JSON.parse(line) as { port: number }).port);
    });
    child.once('exit', (code) => reject(new Error(`floor server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop };
}
