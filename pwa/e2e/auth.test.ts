import { describe, expect, it } from 'vitest';
import { useAppServer } from './support/appServer.ts';
import { screenshotBoth, useBrowser } from './support/browser.ts';
import { openPage, toastText } from './support/pages.ts';

describe('sign up, sign in and out', () => {
  const { server } = useAppServer();
  const browser = useBrowser();

  it('shows the sign-up validation messages, then creates the account', async () => {
    const { page, errors, close } = await openPage(browser(), { viewport: 'mobile' });
    await page.goto(`${server().url}/signup`);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Please enter a valid email address').waitFor();
    await page.getByText('Password must be at least 8 characters').waitFor();

    await page.getByLabel('First Name').fill('Ann');
    await page.getByLabel('Email').fill('ann@example.com');
    await page.getByLabel(/^Password/).fill('secret12');
    await page.getByLabel('Confirm Password').fill('secret13');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText("Passwords don't match").waitFor();
    await screenshotBoth(page, 'signup-validation');

    await page.getByLabel('Confirm Password').fill('secret12');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(`${server().url}/`);
    await expect
      .poll(() => toastText(page))
      .toContain('Your account has been created successfully.');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Hello, Ann' }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('refuses a duplicate email with the server message', async () => {
    const { page, close } = await openPage(browser());
    await page.goto(`${server().url}/signup`);
    await page.getByLabel('Email').fill('ANN@example.com');
    await page.getByLabel(/^Password/).fill('secret12');
    await page.getByLabel('Confirm Password').fill('secret12');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect.poll(() => toastText(page)).toContain('Registration failed');
    await close();
  });

  it('shows the sign-in validation messages, a failed sign-in, then signs in and out', async () => {
    const { page, errors, close } = await openPage(browser());
    await page.goto(`${server().url}/login`);
    await page.getByText('Sign in to your account').waitFor();
    await page.getByText('Welcome back').waitFor();
    await page.getByText('Enter your email and password to continue').waitFor();
    await page.getByLabel('Email').fill('nope');
    await page.getByLabel('Password').fill('123');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Please enter a valid email address').waitFor();
    await page.getByText('Password must be at least 6 characters').waitFor();
    await screenshotBoth(page, 'login-validation');

    await page.getByLabel('Email').fill('ann@example.com');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect.poll(() => toastText(page)).toContain('Login failed');

    await page.getByLabel('Password').fill('secret12');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${server().url}/`);
    await expect.poll(() => toastText(page)).toContain('You have been logged in successfully.');
    await page.getByRole('link', { name: 'Hello, Ann' }).waitFor();

    // Signed in, the sign-in page sends you home.
    await page.goto(`${server().url}/login`);
    await page.waitForURL(`${server().url}/`);

    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect.poll(() => toastText(page)).toContain('You have been logged out successfully.');
    await page.getByRole('link', { name: 'Log In' }).waitFor();
    expect(errors.filter((error) => !/status of 401/.test(error))).toEqual([]);
    await close();
  });
});
