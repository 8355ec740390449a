import { describe, expect, it } from 'vitest';
import { buildAdmin, TEST_PASSWORD } from '../../api/src/test/factories.ts';
import {
  adminScreenshots,
  bootstrapToken,
  openScreen,
  toastBehindDialog,
} from './support/adminSession.ts';
import { useAppServer } from './support/appServer.ts';
import { useBrowser } from './support/browser.ts';
import { openPage, toastText } from './support/pages.ts';

describe('admin accounts: bootstrap, sign-in, invitations, roles', () => {
  const { db, server } = useAppServer({ ADMIN_EMAIL: 'owner@example.com' });
  const browser = useBrowser();

  it('bootstrap invitation → accept → login → back to the page asked for', async () => {
    const token = await bootstrapToken(db(), server());
    const { page, errors, close } = await openPage(browser());
    const url = server().url;

    await page.goto(`${url}/admin/accept-invitation`);
    await page.getByRole('heading', { name: 'Invalid Invitation' }).waitFor();
    await page.getByText('No invitation token found. Please check your invitation link.').waitFor();

    await page.goto(`${url}/admin/accept-invitation?token=${encodeURIComponent(token)}`);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('All fields are required').waitFor();
    await page.getByLabel('First Name').fill('Olive');
    await page.getByLabel('Last Name').fill('Owner');
    await page.getByLabel(/^Password/).fill('abc');
    await page.getByLabel('Confirm Password').fill('abc');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Password must be at least 6 characters long').waitFor();
    await page.getByLabel(/^Password/).fill('owner-secret');
    await page.getByLabel('Confirm Password').fill('owner-secret2');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Passwords do not match').waitFor();
    await adminScreenshots(page, 'accept-invitation');
    await page.getByLabel('Confirm Password').fill('owner-secret');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('heading', { name: 'Account Created Successfully!' }).waitFor();

    // The guard sends a signed-out visitor to the login, remembering the page.
    await page.goto(`${url}/admin/settings`);
    await page.waitForURL(/\/admin\/login\?next=%2Fadmin%2Fsettings/);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Please enter a valid email address').waitFor();
    await page.getByText('Password must be at least 6 characters').waitFor();
    await adminScreenshots(page, 'login');
    await page.getByLabel(/^Email/).fill('owner@example.com');
    await page.getByLabel(/^Password/).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect.poll(() => toastText(page)).toContain('Login Failed');
    await page.getByLabel(/^Password/).fill('owner-secret');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${url}/admin/settings`);
    await expect.poll(() => toastText(page)).toContain('Welcome to the admin panel');

    await openScreen(page, 'Dashboard');
    await page.getByText('Total Companies').waitFor();
    await page.getByText('This Month').waitFor();
    await adminScreenshots(page, 'dashboard');

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${url}/admin/login`);
    await expect.poll(() => toastText(page)).toContain('Logged Out');
    await page.goto(`${url}/admin`);
    await page.waitForURL(/\/admin\/login/);
    expect(errors.filter((e) => !/status of (401|400)/.test(e))).toEqual([]);
    await close();
  }, 120_000);

  it('invites an admin who accepts elsewhere, signs in and finds Manage Users closed', async () => {
    const owner = await buildAdmin(db().knex, { role: 'super_admin', firstName: 'Sue' });
    const url = server().url;
    const first = await openPage(browser());
    await first.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url });
    const { page } = first;
    await page.goto(`${url}/admin/login?next=%2Fadmin%2Fmanage-users`);
    await page.getByLabel(/^Email/).fill(owner.email);
    await page.getByLabel(/^Password/).fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: 'Manage Admin Users' }).waitFor();

    await page.getByRole('button', { name: 'Invite Admin' }).click();
    await page
      .getByRole('dialog')
      .getByLabel(/^Email/)
      .fill('new.admin@example.com');
    await page.getByRole('button', { name: 'Send Invitation' }).click();
    const linkField = page.getByLabel('Invitation link');
    await linkField.waitFor();
    await expect.poll(() => toastBehindDialog(page)).toContain('Invitation Created');
    const link = await linkField.inputValue();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('cell', { name: 'new.admin@example.com', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Copy link for new.admin@example.com' }).click();
    await expect.poll(() => toastText(page)).toContain('Link Copied');
    // Copy Link copies the link already sent; nothing is re-issued.
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    // Re-issuing is the separate, confirmed action.
    await page.getByRole('button', { name: 'Send a new link to new.admin@example.com' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('The old one stops working.').waitFor();
    await confirm.getByRole('button', { name: 'Send a new link' }).click();
    await expect.poll(() => toastText(page)).toContain('New Link Copied');
    const freshLink = await page.evaluate(() => navigator.clipboard.readText());
    expect(freshLink).not.toBe(link);

    await page.getByRole('button', { name: `Reset password of ${owner.email}` }).click();
    const reset = page.getByRole('dialog');
    await reset.getByLabel('New Password').fill('abc');
    await reset.getByText('Password must be at least 6 characters long').waitFor();
    expect(await reset.getByRole('button', { name: 'Reset Password' }).isDisabled()).toBe(true);
    await reset.getByRole('button', { name: 'Cancel' }).click();
    await adminScreenshots(page, 'manage-users');

    // A second browser: the invited person accepts and signs in.
    const second = await openPage(browser(), { viewport: 'mobile' });
    await second.page.goto(freshLink.replace(/^https?:\/\/[^/]+/, url));
    await second.page.getByLabel('First Name').fill('Nina');
    await second.page.getByLabel('Last Name').fill('New');
    await second.page.getByLabel(/^Password/).fill('nina-secret');
    await second.page.getByLabel('Confirm Password').fill('nina-secret');
    await second.page.getByRole('button', { name: 'Create Account' }).click();
    await second.page.getByRole('heading', { name: 'Account Created Successfully!' }).waitFor();
    await second.page.getByRole('link', { name: 'Go to Admin Login' }).click();
    await second.page.getByLabel(/^Email/).fill('new.admin@example.com');
    await second.page.getByLabel(/^Password/).fill('nina-secret');
    await second.page.getByRole('button', { name: 'Sign In' }).click();
    await second.page.waitForURL(`${url}/admin/dashboard`);
    await second.page.getByRole('button', { name: 'Open admin menu' }).click();
    const nav = second.page.getByRole('navigation', { name: 'Admin' });
    await nav.getByRole('link', { name: 'Companies' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Manage Users' }).count()).toBe(0);
    await second.page.getByRole('button', { name: 'Close admin menu' }).click();
    await second.page.goto(`${url}/admin/manage-users`);
    await second.page.getByRole('heading', { name: 'Super admins only' }).waitFor();
    await adminScreenshots(second.page, 'manage-users-admin');
    await second.close();

    // The new account shows up, and deactivating it works.
    await page.reload();
    await page.getByRole('button', { name: 'Deactivate new.admin@example.com' }).click();
    await page.getByRole('button', { name: 'Activate new.admin@example.com' }).waitFor();
    await first.close();
  }, 120_000);
});
