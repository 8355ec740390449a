import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FixtureServer, startFixtureServer } from '../../api/src/ai/eval/fixtureServer.ts';
import { createHomepageReader } from '../../api/src/ai/homepage/readHomepage.ts';
import { type JobRunner, startJobRunner } from '../../api/src/jobs/runner.ts';
import { insertCompanies } from '../../api/src/test/jobs.ts';
import { signedInAdmin } from './support/adminSession.ts';
import { useAppServer } from './support/appServer.ts';
import { useBrowser } from './support/browser.ts';
import { openPage, toastText } from './support/pages.ts';

/**
 * The AI Company Categorization card against a real run: the server's job queue worked by the
 * real runner with the local provider, homepages served by the fixture server (the only stand-in,
 * for the companies' remote websites). The spec's 3 s pace keeps the run long enough to reload.
 */
describe('admin AI categorisation', () => {
  const { db, server } = useAppServer({ AI_PROVIDER: 'local', AI_RATE_MS: '3000' });
  const browser = useBrowser();
  let sites: FixtureServer | undefined;
  let jobs: JobRunner | undefined;

  beforeAll(async () => {
    sites = await startFixtureServer();
    await insertCompanies(db().knex, [
      { domain: 'harborpawsvet.com', name: 'Harbor Paws' },
      { domain: 'northwindit.com', name: 'Northwind IT' },
      { domain: 'kestrel-holdings.com', name: 'Kestrel Holdings' },
    ]);
    jobs = startJobRunner({
      db: db(),
      config: server().config,
      logger: pino({ level: 'silent' }),
      services: { reader: createHomepageReader(sites.readerOptions) },
      pollMs: 200,
    });
  });
  afterAll(async () => {
    await jobs?.stop();
    await sites?.close();
  });

  it('starts a run, picks it up again after a reload, and categorises the companies', async () => {
    const { page, context, errors, close } = await openPage(browser());
    await signedInAdmin(db(), server(), context);
    await page.goto(`${server().url}/admin/import-reviews`);
    await page.getByRole('button', { name: 'Categorize All Companies with AI' }).click();
    const progress = page.getByRole('region', { name: 'Categorization progress' });
    await progress.getByText('/ 3 companies').waitFor();

    // The run lives on the server: a reload finds it running and keeps polling it.
    await page.reload();
    const running = page.getByRole('button', { name: 'Categorizing...' });
    await running.waitFor();
    expect(await running.isDisabled()).toBe(true);
    await page.getByText(/Current company: /).waitFor();

    await expect
      .poll(() => toastText(page), { timeout: 60_000 })
      .toContain('Categorization Complete!');
    await progress.getByText('3 / 3 companies').waitFor();
    // Every company accounted for (issue 34): updated, unchanged and why, failed.
    expect(await progress.getByText(/^Updated: /).textContent()).toMatch(
      /^Updated: \d+ · Unchanged: \d+( \(.+\))? · Failed: \d+$/,
    );
    // The local classifier's pace, not the openai one's "every 3 seconds".
    await page.getByText(/no AI service is called/).waitFor();
    await page.getByRole('button', { name: 'Categorize All Companies with AI' }).waitFor();
    const harbor = await db().knex('companies').where('domain', 'harborpawsvet.com').first();
    expect(harbor).toMatchObject({ category: 'Animals & Pets', subcategory: 'Animal Health' });
    expect(errors).toEqual([]);
    await close();
  }, 120_000);
});
