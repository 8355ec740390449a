import { beforeAll, describe, expect, it } from 'vitest';
import { useAppServer } from './support/appServer.ts';
import { screenshotBoth, useBrowser } from './support/browser.ts';
import { openPage, visit } from './support/pages.ts';
import { seedCompany, seedReviews } from './support/seed.ts';

describe('home search → suggestions → company page', () => {
  const { db, server } = useAppServer();
  const browser = useBrowser();

  beforeAll(async () => {
    const acme = await seedCompany(db(), {
      domain: 'acme.com',
      name: 'Acme Corp',
      category: 'Electronics & Technology',
      subcategory: 'Internet & Software',
      description: 'Acme builds cloud software for logistics teams.',
      founded: 2009,
      employeeCount: '51-200',
      phone: '+1 555 0100',
    });
    await seedCompany(db(), { domain: 'acmelabs.io', name: 'Acme Labs' });
    await seedReviews(db(), [
      { companyId: acme.id, title: 'Great partner', content: 'Fast onboarding.', rating: 5 },
      { companyId: acme.id, title: 'Solid', content: 'Good value.', rating: 4 },
    ]);
  });

  it('suggests companies while typing and opens the one picked with the keyboard', async () => {
    const { page, errors, close } = await openPage(browser(), { viewport: 'mobile' });
    await visit(page, server().url);
    const box = page.getByRole('combobox');
    await box.fill('acm');
    await page.getByRole('option', { name: /Acme Corp/ }).waitFor();
    await page.getByRole('option', { name: /Acme Labs/ }).waitFor();
    await screenshotBoth(page, 'home-suggestions');
    await box.press('ArrowDown');
    await box.press('Enter');
    await page.waitForURL(/\/company\/acme\.com$/);
    await page.getByRole('heading', { level: 1, name: 'Acme Corp' }).waitFor();
    await page.getByText('Customer Reviews & Complaints (2)').waitFor();
    await page.getByText('Founded 2009').waitFor();
    expect(await page.title()).toBe('Acme Corp Reviews | B2B Reviews');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
      'Acme builds cloud software for logistics teams.',
    );
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await breadcrumb.getByRole('link', { name: 'Internet & Software' }).waitFor();
    await screenshotBoth(page, 'company');
    expect(errors).toEqual([]);
    await close();
  });

  it('closes the list on Escape', async () => {
    const { page, close } = await openPage(browser());
    await visit(page, server().url);
    const box = page.getByRole('combobox');
    await box.fill('acme');
    await page.getByRole('option', { name: /Acme Corp/ }).waitFor();
    await box.press('Escape');
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    await close();
  });

  it('creates the profile of an unknown domain typed as a URL', async () => {
    const { page, errors, close } = await openPage(browser());
    await visit(page, server().url);
    await page.getByRole('combobox').fill('https://www.Brand-New-Co.com/about?ref=x');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/\/company\/brand-new-co\.com$/);
    await page.getByRole('heading', { level: 1, name: 'Brand New Co' }).waitFor();
    await page.getByText('No Reviews or Complaints Yet').waitFor();
    await page.getByText("Couldn't be found").first().waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('shows Company Not Found for something that is not a domain', async () => {
    const { page, close } = await openPage(browser());
    await visit(page, `${server().url}/company/not-a-domain`);
    await page.getByRole('heading', { level: 1, name: 'Company Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Go Home' }).click();
    await page.waitForURL(`${server().url}/`);
    await close();
  });

  it('serves the company name and description in the HTML for link previews', async () => {
    const html = await (await fetch(`${server().url}/company/acme.com`)).text();
    expect(html).toContain('<title>Acme Corp Reviews | B2B Reviews</title>');
    expect(html).toContain(
      '<meta property="og:description" content="Acme builds cloud software for logistics teams." />',
    );
  });
});
