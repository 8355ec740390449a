import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { CliIO } from '../../io.ts';
import { runCli } from '../../run.ts';

/** review-admin in this process, without a TTY, on its own embedded database. */
async function run(args: string[], env: Record<string, string>) {
  let stdout = '';
  let stderr = '';
  const out = new PassThrough();
  const err = new PassThrough();
  out.on('data', (chunk) => {
    stdout += chunk;
  });
  err.on('data', (chunk) => {
    stderr += chunk;
  });
  const io: CliIO = { stdout: out, stderr: err, stdin: new PassThrough(), env };
  const code = await runCli(args, io);
  return { code, stdout, stderr };
}

describe('review-admin awards compute', { timeout: 120_000 }, () => {
  const env = { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'awards-cli-')) };

  it('computes a quarter as plain text or JSON, and refuses a bad or future quarter', async () => {
    const json = await run(['awards', 'compute', '--quarter', '2026Q2', '--json'], env);
    expect(json.code, json.stderr).toBe(0);
    expect(JSON.parse(json.stdout)).toEqual({
      quarter: '2026Q2',
      minReviews: 5,
      minAverage: 4,
      winners: 0,
      categories: 0,
    });
    const plain = await run(['awards', 'compute', '--quarter', '2026q2'], env);
    expect(plain.code).toBe(0);
    expect(plain.stdout).toBe(
      'Awards for 2026Q2: 0 winners in 0 categories (at least 5 ratings in the quarter averaging 4.0 or more).\n',
    );
    const bad = await run(['awards', 'compute', '--quarter', '2026Q7'], env);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('quarter: must be a quarter like 2026Q3');
    const future = await run(['awards', 'compute', '--quarter', '2999Q1'], env);
    expect(future.code).toBe(1);
    expect(future.stderr).toContain('2999Q1 has not started yet');
  });
});
