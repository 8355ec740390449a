import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { IMPORT_TEMPLATE_CSV } from '#api/src/services/import/importTemplate';
import type { CliIO } from './io.ts';
import { runCli } from './run.ts';

/** Runs review-admin in this process with captured streams (no TTY). */
async function runInProcess(args: string[]) {
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
  const io: CliIO = { stdout: out, stderr: err, stdin: new PassThrough(), env: {} };
  const code = await runCli(args, io);
  return { code, stdout, stderr };
}

const COMMANDS = [
  ['import'],
  ['categorize'],
  ['invite'],
  ['admins'],
  ['admins', 'list'],
  ['admins', 'reset-password'],
  ['admins', 'reset-2fa'],
  ['admins', 'deactivate'],
  ['admins', 'activate'],
  ['stats'],
  ['companies'],
  ['companies', 'search'],
  ['reviews'],
  ['reviews', 'flagged'],
  ['reviews', 'delete'],
  ['awards'],
  ['awards', 'compute'],
  ['template'],
  ['migrate'],
  ['seed'],
  ['doctor'],
];

describe('the review-admin command tree', () => {
  it.each(COMMANDS.map((command) => [command.join(' '), command] as const))(
    '%s --help shows an example',
    async (_name, command) => {
      const help = await runInProcess([...command, '--help']);
      expect(help.code).toBe(0);
      expect(help.stdout).toMatch(/Examples?:\n {2}\$ .*review-admin /);
    },
  );

  it('answers usage errors with exit code 2', async () => {
    expect((await runInProcess(['import'])).code).toBe(2);
    expect((await runInProcess(['admins', 'frobnicate'])).code).toBe(2);
    const limit = await runInProcess(['categorize', '--limit', '0']);
    expect(limit.code).toBe(2);
    expect(limit.stderr.trim()).toBe('Error: --limit must be a positive whole number (got "0")');
    const role = await runInProcess(['invite', 'a@example.com', '--role', 'owner']);
    expect(role.code).toBe(2);
    expect(role.stderr.trim()).toBe('Error: role: Role must be admin or super_admin');
  });

  it("a group's subcommand writes its usage error through io and throws, like the program", async () => {
    const missing = await runInProcess(['admins', 'reset-password']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("error: missing required argument 'email'");
    expect(missing.stderr).toContain('(run with --help for usage)');
  });

  it('template writes the import template, and keeps an existing file unless --force', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'template-cmd-'));
    const file = path.join(dir, 'review_import_template.csv');
    const written = await runInProcess(['template', dir, '--json']);
    expect(written.code).toBe(0);
    expect(JSON.parse(written.stdout)).toEqual({
      path: file,
      bytes: Buffer.byteLength(IMPORT_TEMPLATE_CSV),
    });
    expect(readFileSync(file, 'utf8')).toBe(IMPORT_TEMPLATE_CSV);

    const again = await runInProcess(['template', dir]);
    expect(again.code).toBe(1);
    expect(again.stderr.trim()).toBe(`Error: ${file} already exists (use --force to replace it)`);
    const forced = await runInProcess(['template', file, '--force']);
    expect(forced.code).toBe(0);
    expect(forced.stdout.trim()).toBe(`Wrote ${file}`);
  });
});
