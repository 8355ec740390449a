import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buildAdmin, TEST_PASSWORD } from '../../api/src/test/factories.ts';
import { adminScreenshots, openScreen } from './support/adminSession.ts';
import { useAppServer } from './support/appServer.ts';
import { useBrowser } from './support/browser.ts';
import { openPage, toastText } from './support/pages.ts';

/**
 * The code the admin's authenticator app would show half a minute from now: the code of the
 * current step may be the one that just confirmed enrolment, which the server refuses to
 * take twice; the next step's code is within the ±1 step the server accepts.
 */
const nextCode = (secret: string) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + 30_000 });

async function passwordStep(page: Page, email: string) {
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function logout(page: Page, url: string) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL(`${url}/admin/login`);
}

describe('admin two-factor sign-in', () => {
  const { db, server } = useAppServer();
  const browser = useBrowser();

  it('switch on → enrol at sign-in → recovery codes → sign in with a code, then a recovery code', async () => {
    const admin = await buildAdmin(db().knex, { role: 'super_admin', firstName: 'Tess' });
    const url = server().url;
    const { page, errors, close } = await openPage(browser());

    // Signed in without two-factor: the switch is off.
    await page.goto(`${url}/admin/login`);
    await passwordStep(page, admin.email);
    await page.waitForURL(`${url}/admin/dashboard`);

    await openScreen(page, 'Settings');
    // Each switch's text says what it does as it stands (issue 34).
    await page.getByText('Two-factor is up to each admin, on their Account page.').waitFor();
    await page.getByRole('switch', { name: 'Two-factor for admins' }).click();
    await page.getByText(/those without it set it up at their next sign-in/).waitFor();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect.poll(() => toastText(page)).toContain('Settings Saved');
    // Turning it on did not sign out the admin who did it.
    await openScreen(page, 'Dashboard');
    await page.getByText('Total Companies').waitFor();
    await logout(page, url);

    // The password alone is not enough: enrolment comes before anything else.
    await passwordStep(page, admin.email);
    await page.getByText('Two-factor sign-in is required for admins').waitFor();
    await page.getByRole('img', { name: /QR code/ }).waitFor();
    const secret = (await page.getByTestId('two-factor-secret').textContent())!.replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await adminScreenshots(page, 'two-factor-enrol');
    // Not an admin session yet: the admin API still refuses this browser.
    expect((await page.request.get(`${url}/api/admin/me`)).status()).toBe(401);

    await page.getByLabel('Enter the 6-digit code from your authenticator app').fill('000000');
    await page.getByRole('button', { name: 'Turn on two-factor' }).click();
    await page.getByText('Invalid code, please try again').waitFor();
    const enrolCode = TOTP.generate({ secret: Secret.fromBase32(secret) });
    await page.getByLabel('Enter the 6-digit code from your authenticator app').fill(enrolCode);
    await page.getByRole('button', { name: 'Turn on two-factor' }).click();

    const list = page.getByRole('list', { name: 'Recovery codes' });
    await list.waitFor();
    const codes = (await list.getByRole('listitem').allTextContents()).map((code) => code.trim());
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
    await adminScreenshots(page, 'two-factor-recovery-codes');
    await page.getByLabel('I have saved my recovery codes').check();
    await page.getByRole('button', { name: 'Continue to the admin panel' }).click();
    await page.waitForURL(`${url}/admin/dashboard`);
    await logout(page, url);

    // Next sign-in: the code step.
    await passwordStep(page, admin.email);
    await page.getByText('Enter the 6-digit code from your authenticator app').waitFor();
    await adminScreenshots(page, 'two-factor-code');
    await page.getByLabel('Authentication code').fill(nextCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(`${url}/admin/dashboard`);
    await expect.poll(() => toastText(page)).toContain('Welcome to the admin panel');

    await page.getByRole('link', { name: 'My Account' }).first().click();
    await page.getByText(/Two-factor sign-in is on/).waitFor();
    await page.getByText('10 of 10 recovery codes left.', { exact: false }).waitFor();
    await logout(page, url);

    // And with a recovery code instead, which then works no more.
    await passwordStep(page, admin.email);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(codes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(`${url}/admin/dashboard`);
    await page.getByRole('link', { name: 'My Account' }).first().click();
    await page.getByText('9 of 10 recovery codes left.', { exact: false }).waitFor();
    await logout(page, url);

    await passwordStep(page, admin.email);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(codes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Invalid code, please try again').waitFor();

    expect(errors.filter((e) => !/status of (401|400)/.test(e))).toEqual([]);
    await close();
  }, 180_000);
});
