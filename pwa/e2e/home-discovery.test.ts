import { beforeAll, describe, expect, it } from 'vitest';
import { useAppServer } from './support/appServer.ts';
import { screenshotBoth, useBrowser } from './support/browser.ts';
import { openPage, visit } from './support/pages.ts';
import { seedCompany, seedReviews } from './support/seed.ts';

describe('home page discovery (issue 14)', () => {
  const { db, server } = useAppServer();
  const browser = useBrowser();

  beforeAll(async () => {
    const company = await seedCompany(db(), {
      domain: 'umbrella.com',
      name: 'Umbrella Corp',
      category: 'Business Services',
    });
    await seedReviews(db(), [
      { companyId: company.id, title: 'Reliable partner', content: 'Solid.', rating: 5 },
    ]);
  });

  it('offers recently reviewed, top rated and latest reviews, linked to their pages', async () => {
    const { page, errors, close } = await openPage(browser());
    await visit(page, server().url);
    await page.getByRole('heading', { name: 'Find and Review B2B Companies' }).waitFor();
    const latest = page.getByRole('region', { name: 'Latest Reviews' });
    await latest.getByRole('link', { name: 'Reliable partner' }).waitFor();
    const top = page.getByRole('region', { name: 'Top Rated by Category' });
    await top.getByRole('link', { name: 'Business Services' }).waitFor();
    await screenshotBoth(page, 'home-discovery');
    await page
      .getByRole('region', { name: 'Recently Reviewed' })
      .getByRole('link', { name: 'Umbrella Corp' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Umbrella Corp' }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it("on a phone, shows the search box's whole placeholder", async () => {
    const { page, errors, close } = await openPage(browser(), { viewport: 'mobile' });
    await visit(page, server().url);
    const box = page.getByRole('combobox');
    await box.waitFor();
    const fit = await box.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input, '::placeholder');
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const own = getComputedStyle(input);
      const room =
        input.clientWidth -
        Number.parseFloat(own.paddingLeft) -
        Number.parseFloat(own.paddingRight);
      return { text: input.placeholder, width: context.measureText(input.placeholder).width, room };
    });
    expect(fit.text).toBe('Enter company domain (e.g., example.com)');
    expect(fit.width).toBeLessThanOrEqual(fit.room);
    expect(errors).toEqual([]);
    await close();
  });
});
