import { describe, expect, it } from 'vitest';
import { ClaimRequest } from '../../api/src/models/ClaimRequest.ts';
import { PayingClient } from '../../api/src/models/PayingClient.ts';
import { Report } from '../../api/src/models/Report.ts';
import {
  adminScreenshots,
  openScreen,
  signedInAdmin,
  toastBehindDialog,
} from './support/adminSession.ts';
import { useAppServer } from './support/appServer.ts';
import { useBrowser } from './support/browser.ts';
import { openPage, toastText, visit } from './support/pages.ts';
import { seedCompany, seedReviews } from './support/seed.ts';

describe('admin moderation: reports, claims, complaints, settings', () => {
  const { db, server } = useAppServer();
  const browser = useBrowser();

  it('resolves and dismisses reports, approves a claim the public page then shows', async () => {
    const acme = await seedCompany(db(), { domain: 'acme-claims.com', name: 'Acme Claims' });
    const knex = db().knex;
    await Report.query(knex).insert([
      {
        companyId: acme.id,
        companyDomain: acme.domain,
        issue: 'Wrong phone number',
        status: 'pending',
      },
      {
        companyId: acme.id,
        companyDomain: acme.domain,
        issue: 'Duplicate listing',
        status: 'pending',
      },
    ]);
    await ClaimRequest.query(knex).insert({
      companyId: acme.id,
      email: 'owner@acme-claims.com',
      status: 'pending',
    });

    const { page, context, errors, close } = await openPage(browser());
    await signedInAdmin(db(), server(), context);
    const url = server().url;
    await page.goto(`${url}/admin/report-issue`);
    await page.getByText('2 open').waitFor();
    await adminScreenshots(page, 'report-issue');
    const phone = page.getByRole('article', { name: 'Report: Wrong phone number' });
    await phone.getByRole('button', { name: 'Mark Resolved' }).click();
    await expect.poll(() => toastText(page)).toContain('Issue Resolved');
    await phone.getByText('resolved').waitFor();
    const duplicate = page.getByRole('article', { name: 'Report: Duplicate listing' });
    await duplicate.getByRole('button', { name: 'Dismiss' }).click();
    await expect.poll(() => toastText(page)).toContain('Issue Dismissed');
    await duplicate.getByText('dismissed').waitFor();
    await page.getByText('0 open').waitFor();
    expect(await page.getByRole('button', { name: 'Mark Resolved' }).count()).toBe(0);

    await openScreen(page, 'Claimed Profiles');
    await page.getByText('owner@acme-claims.com', { exact: false }).waitFor();
    await adminScreenshots(page, 'claimed-profiles');
    await page.getByRole('button', { name: 'Approve claim for Acme Claims' }).click();
    // Approving binds an account: it asks first (issue 34).
    const confirm = page.getByRole('dialog', { name: 'Approve Claim' });
    await confirm.getByText(/will be claimed by owner@acme-claims.com/).waitFor();
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => toastText(page)).toContain('Claim Approved');
    await page.getByText('verified', { exact: true }).waitFor();
    const verified = page.locator('dl div').filter({ hasText: 'Verified' }).locator('dd');
    await expect.poll(() => verified.textContent()).toBe('1');

    const publicPage = await context.newPage();
    await visit(publicPage, `${url}/company/acme-claims.com`);
    await publicPage.getByRole('heading', { name: 'Acme Claims' }).waitFor();
    await publicPage.getByText('Verified', { exact: true }).waitFor();
    await publicPage.close();
    expect(errors).toEqual([]);
    await close();
  }, 120_000);

  it('moves a complaint through its statuses, filters, and saves settings', async () => {
    const company = await seedCompany(db(), { domain: 'slow-shipping.com', name: 'Slow Shipping' });
    await seedReviews(db(), [
      {
        companyId: company.id,
        type: 'complaint',
        isComplaint: true,
        rating: 1,
        title: 'Parcel lost for weeks',
        content: 'Nobody answers the phone.',
        complaintStatus: 'pending',
        complaintPriority: 'high',
        complaintCategory: 'service',
      },
      {
        companyId: company.id,
        type: 'complaint',
        isComplaint: true,
        rating: 2,
        title: 'Charged twice',
        content: 'The invoice was sent twice and paid twice.',
        complaintStatus: 'pending',
        complaintPriority: 'low',
        complaintCategory: 'billing',
      },
    ]);
    await PayingClient.query(db().knex).insert({
      companyName: 'Slow Shipping',
      domain: 'slow-shipping.com',
      plan: 'Pro',
      monthlyFee: 149,
      status: 'active',
      startDate: '2025-01-01',
      nextBilling: null,
      features: ['Verified badge'],
    });

    const { page, context, errors, close } = await openPage(browser());
    await signedInAdmin(db(), server(), context);
    const url = server().url;
    await page.goto(`${url}/admin/complaints`);
    const lost = page.getByRole('article', { name: 'Complaint: Parcel lost for weeks' });
    await lost.getByText('Pending Review').waitFor();
    await adminScreenshots(page, 'complaints');

    await page.getByLabel('Priority').selectOption('low');
    await expect.poll(() => lost.count()).toBe(0);
    await page.getByRole('article', { name: 'Complaint: Charged twice' }).waitFor();
    await page.getByLabel('Priority').selectOption('all');
    await page.getByRole('searchbox', { name: 'Search complaints' }).fill('parcel');
    await expect
      .poll(() => page.getByRole('article', { name: 'Complaint: Charged twice' }).count())
      .toBe(0);

    await lost.getByRole('button', { name: 'Start Investigation' }).click();
    await lost.getByText('Investigating', { exact: true }).waitFor();
    await lost.getByRole('button', { name: 'Mark Resolved' }).click();
    await lost.getByText('Resolved', { exact: true }).waitFor();
    await lost.getByRole('button', { name: 'View Details' }).click();
    const details = page.getByRole('dialog', { name: 'Parcel lost for weeks' });
    await details.getByText('Nobody answers the phone.').waitFor();
    await details.getByLabel('Status').selectOption('escalated');
    await expect.poll(() => toastBehindDialog(page)).toMatch(/Complaint Updated|Error/);
    expect(await toastBehindDialog(page)).toContain('Complaint Updated');
    // The card behind the modal is hidden from the accessibility tree until it closes.
    await details.getByRole('button', { name: 'Close' }).click();
    await details.waitFor({ state: 'hidden' });
    await lost.getByText('Escalated', { exact: true }).waitFor();

    await openScreen(page, 'Paying Clients');
    await page.getByText('$149', { exact: true }).waitFor();
    await adminScreenshots(page, 'paying-clients');
    await openScreen(page, 'Activity');
    await page.getByRole('heading', { name: 'Platform Activity' }).waitFor();
    await adminScreenshots(page, 'activity');

    await openScreen(page, 'Settings');
    const name = page.getByLabel(/^Platform Name/);
    await expect.poll(() => name.inputValue()).toBe('B2B Reviews');
    await page.getByText(/^v\d/).waitFor();
    await name.fill('Review Hub');
    await page.getByRole('switch', { name: 'Daily digest' }).click();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect.poll(() => toastText(page)).toContain('Settings Saved');
    await page.reload();
    await expect.poll(() => page.getByLabel(/^Platform Name/).inputValue()).toBe('Review Hub');
    expect(
      await page.getByRole('switch', { name: 'Daily digest' }).getAttribute('aria-checked'),
    ).toBe('true');
    await adminScreenshots(page, 'settings');
    expect(errors).toEqual([]);
    await close();
  }, 120_000);
});
