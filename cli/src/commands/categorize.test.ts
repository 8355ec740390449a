import { beforeAll, describe, expect, it } from 'vitest';
import { buildCli } from '../../../scripts/buildCli.ts';
import {
  jsonOf,
  runReviewAdmin,
  startReviewAdmin,
  tempDataDir,
  withCliDatabase,
} from '../test/cliProcess.ts';

/**
 * Seed, categorize with the local provider, then the read and moderation commands, as processes
 * on one temporary embedded database. The homepages of generated domains cannot be fetched here
 * (no network): the local classifier works from name and domain, as it does offline.
 */
describe('review-admin seed, categorize, stats, companies, reviews (process)', {
  timeout: 300_000,
}, () => {
  const env = { DATA_DIR: tempDataDir() };
  beforeAll(() => buildCli(), 120_000);

  it('seeds, then categorizes with the local provider', async () => {
    const seed = await runReviewAdmin(
      ['seed', '--demo', '--companies', '8', '--reviews', '40', '--seed', '7', '--json'],
      env,
    );
    expect(seed.code).toBe(0);
    expect(jsonOf(seed)).toMatchObject({ companies: 8, reviews: 40 });

    const first = await runReviewAdmin(
      ['categorize', '--provider', 'local', '--limit', '3', '--json'],
      env,
    );
    expect(first.code).toBe(0);
    expect(jsonOf(first)).toMatchObject({
      isRunning: false,
      current: 3,
      total: 3,
      status: 'completed',
      currentCompany: '',
    });
    expect(first.stderr).toMatch(/Categorize: 3\/3, updated \d+, failed \d+, ETA/);

    const all = await runReviewAdmin(['categorize', '--provider', 'local'], env);
    expect(all.code).toBe(0);
    expect(all.stdout).toMatch(/^Categorisation completed: 8 of 8 companies/);

    const bad = await runReviewAdmin(['categorize', '--provider', 'gpt'], env);
    expect(bad.code).toBe(2);
    expect(bad.stderr.trim()).toBe('Error: provider: must be local or openai');
  });

  it('stops after the current company on Ctrl-C (SIGINT), and the next run resumes', async () => {
    // A second per company, so the signal lands while the run is in the middle.
    const paced = { ...env, AI_RATE_MS: '1000' };
    const run = startReviewAdmin(['categorize', '--provider', 'local', '--json'], paced);
    await run.stderrMatches(/Categorize: [1-5]\/8/);
    run.kill('SIGINT');
    const stopped = await run.done;
    expect(stopped.code).toBe(1);
    expect(stopped.stderr).toContain('Stopping after the current company');
    const partial = jsonOf<{ current: number; total: number; status: string }>(stopped);
    expect(partial).toMatchObject({ total: 8, status: 'cancelled' });
    expect(partial.current).toBeGreaterThan(0);
    expect(partial.current).toBeLessThan(8);

    // A limit on the resumed run counts from where it stopped (issue 15 item 11).
    const resumed = await runReviewAdmin(
      ['categorize', '--provider', 'local', '--limit', '2'],
      paced,
    );
    expect(resumed.code).toBe(0);
    const end = partial.current + 2;
    expect(resumed.stdout).toMatch(
      new RegExp(
        `^Categorisation completed \\(resumed at ${partial.current}, limited to 2 more\\): ${end} of ${end} companies`,
      ),
    );
  });

  it('shows stats, finds companies and deletes a review', async () => {
    const stats = await runReviewAdmin(['stats', '--json'], env);
    expect(stats.code).toBe(0);
    expect(jsonOf(stats)).toMatchObject({ totalCompanies: 8, totalReviews: 40 });

    const first = await withCliDatabase(env.DATA_DIR, (db) =>
      db.knex('companies').orderBy('id').first('id', 'domain'),
    );
    const search = await runReviewAdmin(['companies', 'search', first.domain, '--json'], env);
    expect(search.code).toBe(0);
    expect(jsonOf<Array<{ id: number }>>(search).map((company) => company.id)).toEqual([first.id]);

    const deleted = await runReviewAdmin(['reviews', 'delete', '1', '--json'], env);
    expect(deleted.code).toBe(0);
    expect(jsonOf(deleted)).toEqual({ message: 'Review has been successfully deleted', id: 1 });
    const again = await runReviewAdmin(['reviews', 'delete', '1'], env);
    expect(again.code).toBe(1);
    expect(again.stderr.trim()).toBe('Error: Review not found');
    const usage = await runReviewAdmin(['reviews', 'delete', 'abc'], env);
    expect(usage.code).toBe(2);
    expect(usage.stderr.trim()).toBe('Error: id: must be a number');
  });

  it('adds the stack to a failed operation with --verbose, after the same one line', async () => {
    // Review 1 was deleted above: the service's 404 reaches runCli as an ordinary error.
    const run = await runReviewAdmin(['reviews', 'delete', '1', '--verbose'], env);
    expect(run.code).toBe(1);
    expect(run.stderr.split('\n')[0]).toBe('Error: Review not found');
    expect(run.stderr).toContain('    at ');
  });
});
