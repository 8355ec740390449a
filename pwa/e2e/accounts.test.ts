import { describe, expect, it } from 'vitest';
import { buildUser, TEST_PASSWORD } from '../../api/src/test/factories.ts';
import { linkInMail, waitForMailTo } from '../../api/src/test/mail.ts';
import { useAppServer } from './support/appServer.ts';
import { screenshotBoth, useBrowser } from './support/browser.ts';
import { openPage, toastText, visit } from './support/pages.ts';

/** Issue 34 item 5: accounts people can run. */
describe('accounts: a forgotten password', () => {
  const { db, server } = useAppServer();
  const browser = useBrowser();

  it('is reset through the mailed link, and the new password signs in; the used link says so', async () => {
    const user = await buildUser(db().knex, { email: 'forgetful@example.com', firstName: 'Fay' });
    const { page, errors, close } = await openPage(browser(), { viewport: 'mobile' });
    const url = server().url;
    await visit(page, `${url}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(`${url}/forgot-password`);
    // A click before the screen has hydrated does nothing: on a loaded CI machine it came first.
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    await page.getByLabel('Email').fill('Forgetful@Example.com');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await screenshotBoth(page, 'accounts-forgot-password');

    const mail = await waitForMailTo(server().config.dataDir, user.email);
    expect(mail).toContain('Subject: Reset your password');
    const link = new URL(linkInMail(mail) ?? '');
    expect(link.pathname).toBe('/reset-password');
    await page.goto(`${url}${link.pathname}${link.search}`);
    await page.getByLabel(/^New Password/).fill('short77');
    await page.getByLabel(/^Confirm New Password/).fill('short77');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Password must be at least 8 characters').waitFor();
    await page.getByLabel(/^New Password/).fill('my-new-passphrase');
    await page.getByLabel(/^Confirm New Password/).fill('my-new-passphrase');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.waitForURL(`${url}/login`);
    await expect.poll(() => toastText(page)).toContain('Your password has been reset.');

    // The old password no longer works; the new one does.
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect.poll(() => toastText(page)).toContain('Login failed');
    await page.getByLabel('Password').fill('my-new-passphrase');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${url}/`);
    await expect.poll(() => toastText(page)).toContain('You have been logged in successfully.');

    // The link again: a page that says it was used, with a way to ask for a new one.
    await page.goto(`${url}${link.pathname}${link.search}`);
    await page.getByLabel(/^New Password/).fill('another-passphrase');
    await page.getByLabel(/^Confirm New Password/).fill('another-passphrase');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByRole('heading', { name: 'Link No Longer Valid' }).waitFor();
    await page.getByText('This password reset link is invalid or has already been used').waitFor();
    await page.getByRole('link', { name: 'Ask for a new link' }).waitFor();
    await screenshotBoth(page, 'accounts-reset-link-used');
    // The refused sign-in and the spent link are the expected 401 and 410.
    expect(errors.filter((error) => !/status of 410/.test(error))).toEqual([]);
    await close();
  });
});
