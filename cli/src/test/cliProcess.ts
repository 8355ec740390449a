import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Database, openPglite } from '#api/src/db/openDatabase';

const BIN = path.resolve(import.meta.dirname, '../../bin/review-admin.js');

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** A fresh DATA_DIR for an embedded database the CLI will create. */
export function tempDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'review-admin-'));
}

/**
 * Runs the review-admin executable as a user's shell would, without a TTY: pipes for all three
 * streams. It runs the built bundle (cli/dist) when present, else the sources.
 */
export function runReviewAdmin(
  args: string[],
  env: Record<string, string> = {},
  stdin?: string,
): Promise<CliRun> {
  return startReviewAdmin(args, env, stdin).done;
}

export interface StartedCli {
  /** Resolves when the process has exited. */
  done: Promise<CliRun>;
  /** Resolves once stderr so far matches `pattern` (progress lines go to stderr). */
  stderrMatches(pattern: RegExp): Promise<void>;
  /** Sends a signal, as a terminal's Ctrl-C (SIGINT) would. */
  kill(signal: NodeJS.Signals): void;
}

/** `runReviewAdmin` for a process the test talks to while it runs. */
export function startReviewAdmin(
  args: string[],
  env: Record<string, string> = {},
  stdin?: string,
): StartedCli {
  const child = spawn(process.execPath, [BIN, ...args], {
    env: { PATH: process.env.PATH, LOG_LEVEL: 'silent', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  const waiters = new Set<() => void>();
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
    for (const check of waiters) check();
  });
  const done = new Promise<CliRun>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
  child.stdin.end(stdin ?? '');
  return {
    done,
    kill: (signal) => child.kill(signal),
    stderrMatches: (pattern) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (!pattern.test(stderr)) return;
          waiters.delete(check);
          resolve();
        };
        waiters.add(check);
        check();
        void done.then((run) => {
          if (waiters.delete(check)) {
            reject(new Error(`exited (${run.code}) before ${pattern}:\n${run.stderr}`));
          }
        });
      }),
  };
}

/** The one JSON document a `--json` run printed (fails loudly with the run's output if not). */
export function jsonOf<T = Record<string, unknown>>(run: CliRun): T {
  try {
    return JSON.parse(run.stdout) as T;
  } catch {
    throw new Error(`not one JSON document (exit ${run.code}):\n${run.stdout}\n${run.stderr}`);
  }
}

/**
 * Opens the embedded database a CLI run left in `dataDir`, in this process (the CLI must have
 * exited: PGlite is single-process), runs `work` and closes it.
 */
export async function withCliDatabase<T>(
  dataDir: string,
  work: (db: Database) => Promise<T>,
): Promise<T> {
  const db = await openPglite(path.join(dataDir, 'pglite'), 'test');
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}
