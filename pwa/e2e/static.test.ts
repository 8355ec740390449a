import { describe, expect, it } from 'vitest';
import { useAppServer } from './support/appServer.ts';
import { screenshotBoth, useBrowser } from './support/browser.ts';
import { openPage, visit } from './support/pages.ts';

describe('pages that need no data', () => {
  const { server } = useAppServer();
  const browser = useBrowser();

  it('home: hero, search box, feature cards, footer; title and description', async () => {
    const { page, errors, close } = await openPage(browser(), { viewport: 'mobile' });
    await visit(page, server().url);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Find and Review B2B Companies');
    expect(await page.getByRole('combobox').getAttribute('placeholder')).toMatch(
      /^Enter company domain \(e\.g\., .+\)$/,
    );
    await page
      .getByText("Don't see a company? We'll create their profile automatically!")
      .waitFor();
    for (const card of ['Verified Reviews', 'AI Insights', 'Awards & Badges']) {
      await page.getByRole('heading', { name: card }).waitFor();
    }
    expect(await page.title()).toBe('B2B Reviews - Find and Review B2B Companies');
    await screenshotBoth(page, 'home');
    expect(errors).toEqual([]);
    await close();
  });

  it('the mobile menu shows the links and closes after a choice', async () => {
    const { page, close } = await openPage(browser(), { viewport: 'mobile' });
    await visit(page, server().url);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    await page.getByRole('link', { name: 'Log In' }).waitFor();
    await page.getByRole('link', { name: 'Awards' }).last().click();
    await page.getByRole('heading', { name: 'How Awards Work' }).waitFor();
    expect(
      await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded'),
    ).toBe('false');
    await close();
  });

  it('help center: the search filters the FAQ', async () => {
    const { page, close } = await openPage(browser());
    await page.goto(`${server().url}/help-center`);
    await page.getByRole('heading', { name: 'Getting Started' }).waitFor();
    await page.getByLabel('Search help articles').fill('claim');
    await page.getByText('How do I claim my company profile?').waitFor();
    expect(await page.getByRole('heading', { name: 'Getting Started' }).count()).toBe(0);
    await page.getByLabel('Search help articles').fill('qwertyuiop');
    await page.getByText('No matching questions').waitFor();
    await close();
  });

  it('legal pages: title, last-updated line, numbered sections', async () => {
    const { page, close } = await openPage(browser());
    for (const [path, title, sections] of [
      ['/privacy-policy', 'Privacy Policy', 10],
      ['/terms-of-service', 'Terms of Service', 13],
      ['/cookie-policy', 'Cookie Policy', 9],
    ] as const) {
      await page.goto(`${server().url}${path}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.getByText(/^Last updated:/).waitFor();
      expect(await page.locator('article h2[id^="section-"]').count()).toBe(sections);
      expect(await page.title()).toBe(`${title} | B2B Reviews`);
    }
    await close();
  });

  it('the cookie banner: shown on the first visit, customised, then remembered', async () => {
    const { page, close } = await openPage(browser(), { cookieBanner: true, viewport: 'mobile' });
    await visit(page, server().url);
    const banner = page.getByRole('region', { name: 'We use cookies' });
    await banner.waitFor();
    await screenshotBoth(page, 'cookie-banner');
    await page.getByRole('button', { name: 'Customize' }).click();
    await page.getByLabel(/Marketing cookies/).check();
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await banner.waitFor({ state: 'detached' });
    const stored = await page.evaluate(() => localStorage.getItem('cookie-consent'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ essential: true, marketing: true });
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The server cannot read the choice (it is on the device), so a server-rendered page may
    // carry the banner until the app runs and reads it.
    await banner.waitFor({ state: 'detached' });
    await page.waitForTimeout(500);
    expect(await banner.count()).toBe(0);
    await close();
  });

  it('404: any other path', async () => {
    const { page, close } = await openPage(browser());
    await page.goto(`${server().url}/no/such/page`);
    await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor();
    await page.getByText('No route matches /no/such/page.').waitFor();
    await screenshotBoth(page, 'not-found');
    await close();
  });
});
