import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCli } from '../../scripts/buildCli.ts';

const BIN = path.resolve(import.meta.dirname, '../bin/review-admin.js');

/**
 * `npm link` and `npx` run review-admin through a symlink, from whatever directory the operator
 * is in: no tsconfig, no package.json around. The compiled CLI must behave the same there,
 * Ink views included (they used to fail with "React is not defined" when tsx picked the JSX
 * setting from the current directory).
 */
describe('review-admin from a directory outside the repository', { timeout: 180_000 }, () => {
  let elsewhere: string;
  let linked: string;
  beforeAll(async () => {
    await buildCli();
    elsewhere = mkdtempSync(path.join(tmpdir(), 'review-admin-elsewhere-'));
    mkdirSync(path.join(elsewhere, 'bin'));
    linked = path.join(elsewhere, 'bin', 'review-admin');
    symlinkSync(BIN, linked);
  }, 120_000);

  const run = (command: string, args: string[]) =>
    new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
      const child = spawn(command, args, {
        cwd: elsewhere,
        env: {
          PATH: process.env.PATH,
          LOG_LEVEL: 'silent',
          DATA_DIR: path.join(elsewhere, 'data'),
          // Nothing answers here: doctor fails fast, and still renders its view.
          DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
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
    });

  it('prints its help through the link', async () => {
    const help = await run(linked, ['--help']);
    expect(help.stderr).toBe('');
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: review-admin');
  });

  it('renders an Ink view on a terminal', async () => {
    // `script` gives the CLI a pseudo-terminal, so it renders with Ink rather than plain lines.
    const doctor = await run('script', [
      '-qec',
      `stty cols 100 rows 30; ${linked} doctor`,
      '/dev/null',
    ]);
    expect(doctor.stdout).not.toContain('React is not defined');
    expect(doctor.stdout).toContain('Configuration');
    expect(doctor.stdout).toContain('Cannot connect to PostgreSQL');
    // Ink's frame control sequences: this was the terminal view, not the plain-text fallback.
    expect(doctor.stdout).toContain('\u001b[?25l');
    expect(doctor.code).toBe(1);
  });
});
