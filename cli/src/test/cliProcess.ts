import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

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
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      env: { PATH: process.env.PATH, LOG_LEVEL: 'silent', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin ?? '');
  });
}
