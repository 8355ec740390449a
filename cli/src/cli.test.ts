import { beforeAll, describe, expect, it } from 'vitest';
import { buildCli } from '../../scripts/buildCli.ts';
import { runReviewAdmin, tempDataDir } from './test/cliProcess.ts';

/** The built review-admin, spawned as a process without a TTY, on a temporary embedded db. */
describe('review-admin (built, no TTY)', { timeout: 180_000 }, () => {
  beforeAll(() => buildCli(), 120_000);

  it('prints help with an example for every command', async () => {
    const root = await runReviewAdmin(['--help']);
    expect(root.code).toBe(0);
    for (const command of ['import', 'categorize', 'admins', 'migrate', 'doctor', 'seed']) {
      expect(root.stdout).toContain(command);
    }
    // Every command's help is checked in-process (program.test.ts): spawning is slow here.
    const help = await runReviewAdmin(['import', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Example');
  });

  it('answers a usage error with exit code 2 and one line', async () => {
    const unknown = await runReviewAdmin(['frobnicate']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("unknown command 'frobnicate'");
    const badNumber = await runReviewAdmin(['seed', '--demo', '--reviews', 'lots']);
    expect(badNumber.code).toBe(2);
    expect(badNumber.stderr.trim()).toBe(
      'Error: --reviews must be a positive whole number (got "lots")',
    );
    const missing = await runReviewAdmin(['seed']);
    expect(missing.code).toBe(2);
  });

  it('reports bad configuration as one line with exit code 1, the stack only with --verbose', async () => {
    const run = await runReviewAdmin(['migrate'], { PORT: 'abc', DATA_DIR: tempDataDir() });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('PORT: must be a whole number');
    expect(run.stderr).not.toContain('    at ');
    const verbose = await runReviewAdmin(['migrate', '--verbose'], {
      PORT: 'abc',
      DATA_DIR: tempDataDir(),
    });
    expect(verbose.stderr).toContain('    at ');
  });

  it('migrates, seeds and checks a new embedded database, one JSON document each', async () => {
    const env = { DATA_DIR: tempDataDir() };
    const migrate = await runReviewAdmin(['migrate', '--json'], env);
    expect(migrate.code).toBe(0);
    expect(JSON.parse(migrate.stdout)).toMatchObject({ engine: 'pglite' });
    expect(JSON.parse(migrate.stdout).migrations.length).toBeGreaterThan(0);
    expect(
      JSON.parse((await runReviewAdmin(['migrate', '--json'], env)).stdout).migrations,
    ).toEqual([]);

    const seed = await runReviewAdmin(
      ['seed', '--demo', '--companies', '30', '--reviews', '200', '--seed', '3', '--json'],
      env,
    );
    expect(seed.code).toBe(0);
    expect(JSON.parse(seed.stdout)).toMatchObject({ companies: 30, reviews: 200 });
    // Progress went to stderr as plain lines: no escape sequences anywhere.
    expect(seed.stderr).toContain('Reviews, votes and replies: 200/200');
    expect(seed.stdout + seed.stderr).not.toContain('\u001b[');

    const doctor = await runReviewAdmin(['doctor', '--json'], env);
    expect(doctor.code).toBe(0);
    const report = JSON.parse(doctor.stdout);
    expect(report.healthy).toBe(true);
    expect(report.checks.map((c: { name: string }) => c.name)).toEqual([
      'Configuration',
      'Data directory',
      'Database',
      'Migrations',
      'Mail',
      'AI provider',
    ]);
  });

  it('doctor fails with exit code 1 when the database is unreachable', async () => {
    const run = await runReviewAdmin(['doctor'], {
      DATA_DIR: tempDataDir(),
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
    });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/✗ Database: Cannot connect to PostgreSQL at 127\.0\.0\.1:1\/none/);
  });
});
