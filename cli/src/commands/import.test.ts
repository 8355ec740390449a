import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { HEADER } from '#api/src/test/csv';
import { buildCli } from '../../../scripts/buildCli.ts';
import { jsonOf, runReviewAdmin, tempDataDir } from '../test/cliProcess.ts';

/** `review-admin import`, built and spawned without a TTY, on one temporary embedded database. */
describe('review-admin import (process)', { timeout: 240_000 }, () => {
  const dataDir = tempDataDir();
  const env = { DATA_DIR: dataDir };
  const csv = (name: string, lines: string[]) => {
    const file = path.join(dataDir, name);
    writeFileSync(file, `${[HEADER, ...lines].join('\n')}\n`);
    return file;
  };
  beforeAll(() => buildCli(), 120_000);

  it('imports good rows, reports bad and duplicate ones, exit 0; every row failing is exit 1', async () => {
    const good = csv('good.csv', [
      'alpha-tools.com,5,Great,"Fast, friendly and on time.",false,Ann,,2024-03-01',
      'beta-soft.io,2,Slow support,Took weeks to answer.,true,,,2024-03-02',
      'alpha-tools.com,9,Broken,Rating out of range.,false,,,2024-03-03',
      'alpha-tools.com,5,Great,"Fast, friendly and on time.",false,Ann,,2024-03-01',
    ]);
    const run = await runReviewAdmin(['import', good, '--json'], env);
    expect(run.code).toBe(0);
    const result = jsonOf(run);
    expect(result).toEqual({
      success: true,
      imported: 2,
      failed: 1,
      duplicates: 1,
      errors: [expect.stringMatching(/^Row 4: rating/)],
    });
    // Progress went to stderr as plain lines; stdout is the one JSON document.
    expect(run.stderr).toMatch(/Import: 4 rows read \(\d+ rows\/s\), 2 imported, 1 failed/);
    expect(run.stdout + run.stderr).not.toContain('\u001b[');

    const bad = csv('bad.csv', [
      'gamma.com,0,Zero,No rating.,false,,,2024-03-01',
      ',4,No domain,Missing company.,false,,,2024-03-01',
    ]);
    const failed = await runReviewAdmin(['import', bad, '--json'], env);
    expect(failed.code).toBe(1);
    expect(jsonOf(failed)).toMatchObject({ success: false, imported: 0, failed: 2 });

    const plain = await runReviewAdmin(['import', bad], env);
    expect(plain.code).toBe(1);
    expect(plain.stdout).toContain('Imported 0 reviews (2 failed, 0 duplicates) from 2 rows');
    expect(plain.stdout).toMatch(/Errors:\n {2}Row 2: /);

    // Importing the first file again: its good rows are duplicates now, not failures.
    const again = await runReviewAdmin(['import', good, '--json'], env);
    expect(again.code).toBe(0);
    expect(jsonOf(again)).toEqual({
      success: true,
      imported: 0,
      failed: 1,
      duplicates: 3,
      errors: [expect.stringMatching(/^Row 4: rating/)],
    });
  });

  it('a dry run writes nothing; stdin with -; a file without a required column fails as one line', async () => {
    const fresh = [
      'delta-labs.com,4,Solid,Good value for money.,false,,,2024-04-01',
      'delta-labs.com,3,Okay,Average experience overall.,false,,,2024-04-02',
    ];
    const dry = await runReviewAdmin(['import', csv('dry.csv', fresh), '--dry-run', '--json'], env);
    expect(dry.code).toBe(0);
    expect(jsonOf(dry)).toMatchObject({ success: true, imported: 2, duplicates: 0 });

    // Were anything written, the same rows would now be duplicates.
    const real = await runReviewAdmin(
      ['import', '-', '--json'],
      env,
      `${[HEADER, ...fresh].join('\n')}\n`,
    );
    expect(real.code).toBe(0);
    expect(jsonOf(real)).toMatchObject({ imported: 2, duplicates: 0 });

    const noRating = await runReviewAdmin(
      ['import', '-'],
      env,
      'company_domain,title,content\nx.com,Hi,There\n',
    );
    expect(noRating.code).toBe(1);
    expect(noRating.stderr.trim()).toBe('Error: Missing required column: rating');

    const missing = await runReviewAdmin(['import', path.join(dataDir, 'nope.csv')], env);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('nope.csv: no such file');
  });
});
