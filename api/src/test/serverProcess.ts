import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');

export interface ServerProcess {
  child: ChildProcess;
  /** The URL from the "Ready on" line (127.0.0.1), rejected when the process exits first. */
  ready: Promise<string>;
  /**
   * The exit code, once the process has exited and its output has been read to the end (and
   * every process that shared its stdout, such as a cluster's workers, has closed it).
   */
  exited: Promise<number | null>;
  output(): { stdout: string; stderr: string };
  /** Resolves once stdout so far matches `pattern`. */
  waitFor(pattern: RegExp): Promise<void>;
}

/**
 * Runs a server process as an operator would: by default the compiled server
 * (`node api/dist/main.js`, built by the test's `beforeAll(buildServer)`); `command` runs
 * something else (`npm start`). Only PATH is inherited from the test's environment.
 */
export function startServerProcess(
  env: Record<string, string>,
  command: string[] = [process.execPath, 'api/dist/main.js'],
): ServerProcess {
  const [file, ...args] = command;
  const child = spawn(file!, args, {
    cwd: ROOT,
    env: { PATH: process.env.PATH, LOG_LEVEL: 'info', PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  const waiters = new Set<() => void>();
  child.stdout?.on('data', (chunk) => {
    stdout += chunk;
    for (const check of waiters) check();
  });
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  // 'close', not 'exit': 'exit' can come before the last lines are read from the pipes, and a
  // test reading the output then misses them (a cluster's "Stopped" lines, once in CI).
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  const waitFor = (pattern: RegExp) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!pattern.test(stdout)) return;
        waiters.delete(check);
        resolve();
      };
      waiters.add(check);
      check();
      void exited.then((code) => {
        if (waiters.delete(check)) {
          reject(new Error(`exited with ${code} before ${pattern}:\n${stdout}\n${stderr}`));
        }
      });
    });
  const ready = waitFor(/Ready on http:\/\/\S+?"/).then(() => {
    const match = /Ready on (http:\/\/\S+?)"/.exec(stdout);
    return match![1]!.replace('localhost', '127.0.0.1');
  });
  return { child, ready, exited, output: () => ({ stdout, stderr }), waitFor };
}
