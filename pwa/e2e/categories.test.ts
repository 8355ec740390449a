import { beforeAll, describe, expect, it } from 'vitest';
import { useAppServer } from './support/appServer.ts';
import { screenshotBoth, useBrowser } from './support/browser.ts';
import { openPage, visit } from './support/pages.ts';
import { seedCompany, seedReviews } from './support/seed.ts';

describe('category browsing', () => {
  const { db, server } = useAppServer();
  const browser = useBrowser();

  beforeAll(async () => {
    const software = { category: 'Electronics & Technology', subcategory: 'Internet & Software' };
    const a = await seedCompany(db(), {
      domain: 'alpha.io',
      name: 'Alpha Cloud',
      description: 'Hosting.',
      ...software,
    });
    await seedCompany(db(), { domain: 'beta.io', name: 'Beta Apps', ...software });
    await seedReviews(db(), [
      { companyId: a.id, title: 'Good', content: 'Fine.', rating: 5 },
      { companyId: a.id, title: 'Okay', content: 'Fine.', rating: 4 },
    ]);
  });

  it('counts companies per subcategory, filters, lists a subcategory and opens a company', async () => {
    const { page, errors, close } = await openPage(browser());
    await visit(page, `${server().url}/categories`);
    const software = page.getByRole('link', { name: /Internet & Software/ });
    await software.getByText('2 companies').waitFor();
    await page.getByText('22 Main Categories').waitFor();
    await page.getByText(/\d+ Sub-Categories/).waitFor();
    await page.getByText('2 Companies Listed').waitFor();
    await screenshotBoth(page, 'categories');

    await page.getByPlaceholder('Search companies...').fill('xyzzy');
    await page.getByText('No categories found').waitFor();
    await page.getByText('Try adjusting your search terms').waitFor();
    await page.getByPlaceholder('Search companies...').fill('software');
    expect(await page.locator('section[aria-labelledby^="cat-"]').count()).toBe(1);

    await software.click();
    await page.waitForURL(/\/category\/internet-and-software$/);
    await page.getByRole('heading', { level: 1, name: 'Internet & Software Companies' }).waitFor();
    await page.getByText('Browse and review companies in internet & software').waitFor();
    await page.getByText('2 companies found in Internet & Software').waitFor();
    const card = page.getByRole('link', { name: /Alpha Cloud/ });
    await card.getByText('4.5').waitFor();
    await card.getByText('2 reviews').waitFor();
    await screenshotBoth(page, 'category');
    await card.click();
    await page.waitForURL(/\/company\/alpha\.io$/);
    await page.getByRole('heading', { level: 1, name: 'Alpha Cloud' }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the empty state of a subcategory without companies', async () => {
    const { page, close } = await openPage(browser(), { viewport: 'mobile' });
    await visit(page, `${server().url}/category/hotels`);
    await page.getByText('No companies found').waitFor();
    await page.getByText("We don't have any companies listed in Hotels yet.").waitFor();
    await page.getByRole('link', { name: 'Add a Company Review' }).click();
    await page.waitForURL(/\/write-review$/);
    await close();
  });
});
