import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { useAppServer } from './support/appServer.ts';
import { screenshotBoth, useBrowser } from './support/browser.ts';
import { clickStar, openPage, toastText, visit } from './support/pages.ts';
import { seedCompany } from './support/seed.ts';

interface Export {
  account: { email: string; firstName: string };
  reviews: Array<{ title: string; status: string; companyDomain: string }>;
  [key: string]: unknown;
}

/** GDPR mode (issue 15 item 15): download my data, delete my account, reviews stay. */
describe('your data', () => {
  const { db, server } = useAppServer();
  const browser = useBrowser();

  it('downloads the account data, deletes the account and keeps the review anonymised', async () => {
    // Published at once, so the journey can look for it on the company page.
    await db()
      .knex('settings')
      .insert({ key: 'requireEmailVerification', value: JSON.stringify(false) });
    await seedCompany(db(), { domain: 'hooli.com', name: 'Hooli' });
    const { page, errors, close } = await openPage(browser());
    await page.goto(`${server().url}/signup`);
    await page.getByLabel('First Name').fill('Dana');
    await page.getByLabel('Email').fill('dana@example.com');
    await page.getByLabel(/^Password/).fill('secret12');
    await page.getByLabel('Confirm Password').fill('secret12');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(`${server().url}/`);

    await visit(page, `${server().url}/company/hooli.com`);
    await page.getByRole('button', { name: 'Write a Review', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/Title/).fill('Reliable partner');
    await dialog.getByRole('textbox').nth(1).fill('Shipped every order on time.');
    await clickStar(page, 4, dialog);
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await expect.poll(() => toastText(page)).toContain('Review Submitted!');

    await page.getByRole('link', { name: 'Hello, Dana' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dana' }).waitFor();
    const section = page.getByRole('region', { name: 'Your data' });
    await section.getByText('Your reviews stay on the site, anonymised.').waitFor();
    await screenshotBoth(page, 'account-your-data');

    const downloading = page.waitForEvent('download');
    await section.getByRole('button', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^b2b-reviews-account-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile(await download.path(), 'utf8')) as Export;
    expect(data.account).toMatchObject({ email: 'dana@example.com', firstName: 'Dana' });
    expect(data.reviews).toEqual([
      expect.objectContaining({
        title: 'Reliable partner',
        status: 'published',
        companyDomain: 'hooli.com',
      }),
    ]);
    expect(JSON.stringify(data)).not.toMatch(/argon2|"password"/);

    await section.getByRole('button', { name: 'Delete my account' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete your account?' });
    await confirm.getByText(/shown as Anonymous/).waitFor();
    await confirm.getByLabel(/Current password/).fill('not-it');
    await confirm.getByRole('button', { name: 'Delete my account' }).click();
    await confirm.getByText('The password is not correct').waitFor();
    await screenshotBoth(page, 'account-delete-dialog');
    await confirm.getByLabel(/Current password/).fill('secret12');
    await confirm.getByRole('button', { name: 'Delete my account' }).click();
    await expect.poll(() => toastText(page)).toContain('Account Deleted');
    await page.waitForURL(`${server().url}/`);
    await page.getByRole('link', { name: 'Log In' }).waitFor();
    // Nothing of the account is left in the stored cache (the home page's public reads may be).
    const stored = await page.evaluate(() => localStorage.getItem('b2b-reviews-query-cache'));
    expect(stored ?? '').not.toMatch(/\/api\/users|Dana|Reliable partner/);

    await visit(page, `${server().url}/company/hooli.com`);
    const card = page.getByRole('article').filter({ hasText: 'Reliable partner' });
    await card.getByText('Anonymous').waitFor();
    expect(await card.getByRole('button', { name: 'Edit' }).count()).toBe(0);

    await page.goto(`${server().url}/login`);
    await page.getByLabel('Email').fill('dana@example.com');
    await page.getByLabel('Password').fill('secret12');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect.poll(() => toastText(page)).toContain('Login failed');
    // The refused password and the sign-in after deletion are the expected 400 and 401s.
    expect(errors.filter((error) => !/status of 40[01]/.test(error))).toEqual([]);
    await close();
  });

  it('shows the support address instead of the buttons when GDPR mode is off', async () => {
    await db()
      .knex('settings')
      .insert({ key: 'gdprMode', value: JSON.stringify(false) })
      .onConflict('key')
      .merge();
    const { page, context, close } = await openPage(browser());
    const registered = await context.request.post(`${server().url}/api/auth/register`, {
      data: { email: 'eve@example.com', password: 'secret12', confirmPassword: 'secret12' },
      headers: { Origin: server().url },
    });
    const user = (await registered.json()) as { id: string };
    await page.goto(`${server().url}/user/${user.id}`);
    const section = page.getByRole('region', { name: 'Your data' });
    await section
      .getByText('Account export and deletion are handled by support: support@example.com')
      .waitFor();
    expect(await section.getByRole('button').count()).toBe(0);
    await close();
  });
});
