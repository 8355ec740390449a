import { beforeAll, describe, expect, it } from 'vitest';
import { useAppServer } from './support/appServer.ts';
import { screenshotBoth, useBrowser } from './support/browser.ts';
import { serviceWorkerReady } from './support/offline.ts';
import { openPage, visit } from './support/pages.ts';
import { seedCompany, seedReviews } from './support/seed.ts';

const HOUR = 60 * 60 * 1000;

describe("the company page's rating picture (issue 14)", () => {
  const { db, server } = useAppServer();
  const browser = useBrowser();

  beforeAll(async () => {
    const company = await seedCompany(db(), { domain: 'hooli.com', name: 'Hooli' });
    const t = Date.now();
    const ratings = [5, 5, 5, 4, 1];
    await seedReviews(db(), [
      ...ratings.map((rating, i) => ({
        companyId: company.id,
        title: `Rated ${rating} #${i}`,
        content: 'Words.',
        rating,
        upvotes: i,
        createdAt: new Date(t - (i + 1) * HOUR),
      })),
      {
        companyId: company.id,
        title: 'Just a remark',
        content: 'No rating here.',
        type: 'comment' as const,
        rating: null,
        createdAt: new Date(t),
      },
    ]);
  });

  it('shows the distribution, filters and sorts on the server, and keeps a filtered list offline', async () => {
    const { context, page, errors, close } = await openPage(browser());
    await visit(page, `${server().url}/company/hooli.com`);
    const picture = page.getByRole('region', { name: 'Rating Distribution' });
    await picture.waitFor();
    expect(await picture.getByTestId('trust-score').textContent()).toMatch(/^\d\.\d$/);
    const rows = await picture.getByRole('button').allTextContents();
    expect(rows).toEqual([
      '5 stars3 (60%)',
      '4 stars1 (20%)',
      '3 stars0 (0%)',
      '2 stars0 (0%)',
      '1 star1 (20%)',
    ]);
    const titles = () => page.locator('article h3').allTextContents();
    await page.getByRole('heading', { name: 'Just a remark' }).waitFor();
    expect(await titles()).toHaveLength(6);

    // A star row filters the list (the server answers only those).
    await picture.getByRole('button', { name: /^5 stars/ }).click();
    await expect.poll(titles).toEqual(['Rated 5 #0', 'Rated 5 #1', 'Rated 5 #2']);
    expect(new URL(page.url()).search).toBe('?stars=5');
    await picture.getByRole('button', { name: /^5 stars/ }).click();

    await page.getByLabel('Sort by').selectOption('lowest');
    await expect
      .poll(titles)
      .toEqual([
        'Rated 1 #4',
        'Rated 4 #3',
        'Rated 5 #0',
        'Rated 5 #1',
        'Rated 5 #2',
        'Just a remark',
      ]);
    await page.getByLabel('Sort by').selectOption('helpful');
    await expect.poll(async () => (await titles())[0]).toBe('Rated 1 #4');
    await page.getByLabel('Show').selectOption('comment');
    await expect.poll(titles).toEqual(['Just a remark']);
    await screenshotBoth(page, 'company-rating-picture');

    // A filtered list seen once opens offline from the device, under its own cache key.
    await page.getByLabel('Show').selectOption('all');
    await page.getByLabel('Rating', { exact: true }).selectOption('1');
    await expect.poll(titles).toEqual(['Rated 1 #4']);
    // Both changes hold, even when the second comes before the first has rendered.
    expect(new URL(page.url()).search).toBe('?sort=helpful&stars=1');
    await serviceWorkerReady(page);
    await page.waitForFunction(() =>
      (localStorage.getItem('b2b-reviews-query-cache') ?? '').includes('"helpful",1,"all"'),
    );
    await context.setOffline(true);
    await page.reload();
    await page.getByText('You are offline.').waitFor();
    await expect.poll(titles).toEqual(['Rated 1 #4']);
    expect(
      errors.filter((e) => !/Failed to fetch|ERR_INTERNET_DISCONNECTED|ERR_FAILED/.test(e)),
    ).toEqual([]);
    await close();
  });
});
