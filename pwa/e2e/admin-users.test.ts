import { describe, expect, it } from 'vitest';
import {
  adminScreenshots,
  openScreen,
  signedInAdmin,
  toastBehindDialog,
} from './support/adminSession.ts';
import { useAppServer } from './support/appServer.ts';
import { useBrowser } from './support/browser.ts';
import { openPage } from './support/pages.ts';
import { seedCompany, seedReviews } from './support/seed.ts';
import { signedInUser } from './support/userSession.ts';

describe('admin Users (issue 34)', () => {
  const { db, server } = useAppServer();
  const browser = useBrowser();

  it('opens a user, lists their reviews, downloads their data, deactivates and re-activates them', async () => {
    const visitor = await openPage(browser());
    const user = await signedInUser(db(), server(), visitor.context, {
      firstName: 'Nina',
      lastName: 'North',
      isEmailVerified: false,
    });
    const company = await seedCompany(db(), { domain: 'northwind.com', name: 'Northwind' });
    await seedReviews(db(), [
      {
        companyId: company.id,
        title: 'Nina wrote this',
        content: 'Fine.',
        rating: 4,
        userId: user.id,
      },
      { companyId: company.id, title: 'Someone else', content: 'Meh.', rating: 2 },
    ]);

    const { page, context, errors, close } = await openPage(browser());
    await signedInAdmin(db(), server(), context);
    await page.goto(`${server().url}/admin/dashboard`);
    await openScreen(page, 'Users');
    await page.getByRole('button', { name: `Open ${user.email}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Nina North' });
    await dialog.getByText('Not verified').waitFor();
    await dialog.getByText(/^1 \(1 published/).waitFor();

    const download = page.waitForEvent('download');
    await dialog.getByRole('link', { name: 'Export data (GDPR)' }).click();
    const file = await (await download).path();
    const { readFile } = await import('node:fs/promises');
    const exported = JSON.parse(await readFile(file, 'utf8'));
    expect(exported.account.email).toBe(user.email);
    expect(exported.reviews.map((r: { title: string }) => r.title)).toEqual(['Nina wrote this']);

    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await page
      .getByRole('dialog', { name: 'Deactivate this user?' })
      .getByRole('button', { name: 'Deactivate' })
      .click();
    await expect.poll(() => toastBehindDialog(page)).toContain('User Deactivated');
    await dialog.getByText(/^Deactivated /).waitFor();
    // The user's browser is signed out at its next request.
    const me = await visitor.context.request.get(`${server().url}/api/auth/user`);
    expect(me.status()).toBe(401);
    await adminScreenshots(page, 'user-detail');

    await dialog.getByRole('link', { name: 'View reviews' }).click();
    await page.waitForURL(/\/admin\/reviews\?userId=/);
    await page.getByText("Showing one user's reviews.").waitFor();
    await page.getByText('Nina wrote this').waitFor();
    expect(await page.getByText('Someone else').count()).toBe(0);

    await openScreen(page, 'Users');
    await page.getByRole('button', { name: `Open ${user.email}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Re-activate' }).click();
    await expect.poll(() => toastBehindDialog(page)).toContain('User Re-activated');
    expect(errors).toEqual([]);
    await close();
    await visitor.close();
  }, 90_000);
});
