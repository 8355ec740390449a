import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createScratchPostgres } from '#api/src/test/scratchPostgres';
import { runReviewAdmin, tempDataDir } from '../../test/cliProcess.ts';

interface Verified {
  tables: { table: string; rows: number; copiedRows: number; verified: boolean }[];
}

const rowsOf = (result: Verified, table: string) =>
  result.tables.find((t) => t.table === table)?.copiedRows;

/** The embedded database of a trial, with a little of everything, and one backup of it. */
describe('review-admin backup, restore and db copy', () => {
  const dataDir = tempDataDir();
  const backup = path.join(dataDir, 'site.backup');

  beforeAll(async () => {
    const seeded = await runReviewAdmin(
      ['seed', '--demo', '--companies', '6', '--reviews', '40', '--seed', '2'],
      { DATA_DIR: dataDir },
    );
    expect(seeded.code, seeded.stderr).toBe(0);
    const done = await runReviewAdmin(['backup', backup, '--json'], { DATA_DIR: dataDir });
    expect(done.code, done.stderr).toBe(0);
    expect(JSON.parse(done.stdout)).toMatchObject({ file: backup, tables: 45 });
  });

  it('restores a backup onto a fresh embedded database, verified table by table', async () => {
    const run = await runReviewAdmin(['restore', backup, '--json'], { DATA_DIR: tempDataDir() });
    expect(run.code, run.stderr).toBe(0);
    const result = JSON.parse(run.stdout) as Verified;
    expect(result.tables.every((t) => t.verified && t.rows === t.copiedRows)).toBe(true);
    expect(rowsOf(result, 'companies')).toBe(6);
    expect(rowsOf(result, 'reviews')).toBeGreaterThanOrEqual(40);
  });

  it('says in one line that a cut or foreign file is not usable, and restores nothing', async () => {
    const cut = path.join(dataDir, 'cut.backup');
    writeFileSync(cut, readFileSync(backup).subarray(0, 2000));
    const foreign = path.join(dataDir, 'reviews.csv');
    writeFileSync(foreign, 'domain,rating\nacme.com,5\n');
    const target = tempDataDir();
    const cutRun = await runReviewAdmin(['restore', cut], { DATA_DIR: target });
    expect(cutRun.code).toBe(1);
    expect(cutRun.stderr).toContain(`${cut} is truncated or damaged: nothing was restored.`);
    const foreignRun = await runReviewAdmin(['restore', foreign], { DATA_DIR: target });
    expect(foreignRun.code).toBe(1);
    expect(foreignRun.stderr).toContain(`${foreign} is not a review-platform backup.`);
    const stats = await runReviewAdmin(['stats', '--json'], { DATA_DIR: target });
    expect(JSON.parse(stats.stdout)).toMatchObject({ totalCompanies: 0 });
  });

  it('refuses to restore over a database in use without --replace', async () => {
    const run = await runReviewAdmin(['restore', backup], { DATA_DIR: dataDir });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/The target database is not empty \(rows in .*companies/);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'db copy fills an empty PostgreSQL database and verifies it, then refuses a second copy',
    async () => {
      const target = await createScratchPostgres(process.env.TEST_DATABASE_URL ?? '');
      try {
        const run = await runReviewAdmin(['db', 'copy', '--to', target.url, '--json'], {
          DATA_DIR: dataDir,
        });
        expect(run.code, run.stderr).toBe(0);
        const result = JSON.parse(run.stdout) as Verified;
        expect(result.tables).toHaveLength(45);
        expect(result.tables.every((t) => t.verified)).toBe(true);
        expect(rowsOf(result, 'companies')).toBe(6);
        // The server on the copy sees the trial's data.
        const stats = await runReviewAdmin(['stats', '--json'], { DATABASE_URL: target.url });
        expect(JSON.parse(stats.stdout)).toMatchObject({ totalCompanies: 6 });

        const again = await runReviewAdmin(['db', 'copy', '--to', target.url], {
          DATA_DIR: dataDir,
        });
        expect(again.code).toBe(1);
        expect(again.stderr).toMatch(/The target database is not empty/);
      } finally {
        await target.drop();
      }
    },
  );
});
