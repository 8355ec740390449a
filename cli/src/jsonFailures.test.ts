import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCli } from '../../scripts/buildCli.ts';
import { runReviewAdmin, tempDataDir } from './test/cliProcess.ts';

/** Every command that takes --json, made to fail (its database refuses connections). */
function failingCommands(dir: string): string[][] {
  const csv = path.join(dir, 'reviews.csv');
  writeFileSync(csv, 'company_domain,rating,title,content\nacme.com,4,Good,Fine\n');
  const existing = path.join(dir, 'existing.csv');
  writeFileSync(existing, 'already here\n');
  return [
    ['doctor'],
    ['migrate'],
    ['import', csv],
    ['categorize', '--limit', '1'],
    ['invite', 'new@example.com'],
    ['admins', 'list'],
    ['admins', 'reset-password', 'a@example.com', '--password-stdin'],
    ['admins', 'deactivate', 'a@example.com'],
    ['admins', 'reset-2fa', 'a@example.com'],
    ['admins', 'activate', 'a@example.com'],
    ['stats'],
    ['companies', 'search', 'acme'],
    ['reviews', 'flagged'],
    ['reviews', 'delete', '1'],
    ['seed', '--demo', '--companies', '1', '--reviews', '1'],
    ['backup', path.join(dir, 'site.backup')],
    ['restore', csv],
    // The source (the embedded database) opens; the target refuses connections.
    ['db', 'copy', '--to', 'postgres://nobody@127.0.0.1:1/none'],
    // No database needed: fails because the file exists (no --force).
    ['template', existing],
    // A usage error is a failure too.
    ['reviews', 'delete', 'not-a-number'],
  ];
}

describe('--json prints exactly one JSON document on stdout, whatever fails', {
  timeout: 300_000,
}, () => {
  beforeAll(() => buildCli(), 120_000);

  it('for every command, with an unreachable PostgreSQL', async () => {
    const dir = tempDataDir();
    const env = {
      DATA_DIR: dir,
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
      // Loggers at their most talkative: none of it may reach stdout.
      LOG_LEVEL: 'trace',
    };
    const runs = [];
    // Two at a time: each is a process on a busy machine.
    const commands = failingCommands(dir);
    for (let i = 0; i < commands.length; i += 2) {
      const batch = commands.slice(i, i + 2);
      runs.push(
        ...(await Promise.all(
          batch.map(async (args) => ({
            args,
            run: await runReviewAdmin([...args, '--json'], env, 'new-password-1\n'),
          })),
        )),
      );
    }
    for (const { args, run } of runs) {
      const label = `review-admin ${args.join(' ')} --json → ${run.code}\n${run.stdout}\n${run.stderr}`;
      expect(run.code, label).not.toBe(0);
      let document: unknown;
      expect(() => {
        document = JSON.parse(run.stdout);
      }, label).not.toThrow();
      expect(typeof document, label).toBe('object');
      expect(run.stdout, label).not.toContain('    at ');
      if (args[0] !== 'doctor') {
        // The same one line as on stderr, for a script to show.
        expect(document, label).toMatchObject({ error: expect.any(String) });
        expect(run.stderr, label).toContain((document as { error: string }).error);
      }
    }
    const doctor = JSON.parse(runs[0]!.run.stdout) as { healthy: boolean };
    expect(doctor.healthy).toBe(false);
  });
});
