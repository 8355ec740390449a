import { describe, expect, it } from 'vitest';
import { buildUser } from '../../api/src/test/factories.ts';
import { adminScreenshots, openScreen, signedInAdmin } from './support/adminSession.ts';
import { useAppServer } from './support/appServer.ts';
import { useBrowser } from './support/browser.ts';
import { openPage, toastText } from './support/pages.ts';
import { seedCompany, seedReviews } from './support/seed.ts';

const CSV = [
  'company_domain,rating,title,content,is_complaint,reviewer_name,reviewer_email,created_at',
  'imported-logistics.com,5,Always on time,"Every shipment arrived when promised, support was quick.",false,Jane Smith,jane@example.com,2026-01-15',
  'imported-logistics.com,2,Invoice chaos,"We were billed twice and waited weeks for the refund.",true,,,2026-02-01',
  'imported-logistics.com,9,Bad rating,"This row has a rating out of range.",false,,,',
].join('\n');

describe('admin content: import, companies, reviews, users', () => {
  const { db, server } = useAppServer();
  const browser = useBrowser();

  it('imports a CSV and shows the reviews', async () => {
    const { page, context, errors, close } = await openPage(browser());
    await signedInAdmin(db(), server(), context);
    const url = server().url;
    await page.goto(`${url}/admin/import-reviews`);
    await page.getByRole('heading', { name: 'AI Company Categorization' }).waitFor();

    const input = page.getByLabel('CSV file');
    await input.setInputFiles({
      name: 'notes.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('x'),
    });
    await expect.poll(() => toastText(page)).toContain('Invalid File Type');

    await input.setInputFiles({
      name: 'reviews.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(CSV),
    });
    await page.getByText('reviews.csv').waitFor();
    await page.getByText(/KB$/).waitFor();
    await page.getByRole('button', { name: 'Remove file' }).click();
    await page.getByText('Drop your CSV file here, or click to choose').waitFor();
    await input.setInputFiles({
      name: 'reviews.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(CSV),
    });
    await page.getByRole('button', { name: 'Import Reviews' }).click();
    const result = page.getByRole('region', { name: 'Import result' });
    await result.getByText('Imported: 2').waitFor();
    await result.getByText('Failed: 1').waitFor();
    await result.getByText(/Row 4/).waitFor();
    await expect.poll(() => toastText(page)).toContain('Successfully imported 2 reviews');
    expect(await page.getByRole('button', { name: 'Import Reviews' }).count()).toBe(0);
    await adminScreenshots(page, 'import-reviews');

    await openScreen(page, 'Reviews');
    await page.getByRole('heading', { name: 'Always on time' }).waitFor();
    await page.getByRole('heading', { name: 'Invoice chaos' }).waitFor();
    await page.getByText('by Jane Smith', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Complaints', exact: true }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Always on time' }).count()).toBe(0);
    await page.getByRole('heading', { name: 'Invoice chaos' }).waitFor();
    expect(errors).toEqual([]);
    await close();
  }, 120_000);

  it('searches, edits and deletes; deletes a review', async () => {
    const acme = await seedCompany(db(), {
      domain: 'acme-widgets.com',
      name: 'Acme Widgets',
      description: 'A'.repeat(100),
      address: 'Information not available',
      phone: '+1 555 0100',
      isClaimed: true,
      category: 'Business Services',
    });
    await seedCompany(db(), { domain: 'globex.io', name: 'Globex' });
    await seedReviews(db(), [
      { companyId: acme.id, title: 'Great widgets', content: 'They work.', rating: 5 },
      { companyId: acme.id, title: 'Spam review', content: 'Buy cheap stuff here.', rating: 1 },
    ]);
    await buildUser(db().knex, { firstName: 'Una', lastName: 'User', title: 'CTO' });

    const { page, context, errors, close } = await openPage(browser());
    await signedInAdmin(db(), server(), context);
    const url = server().url;
    await page.goto(`${url}/admin/companies`);
    const row = page.getByRole('row', { name: /Acme Widgets/ });
    await row.getByText('Claimed').waitFor();
    await row.getByText(`${'A'.repeat(80)}...`).waitFor();
    await row.getByText('+1 555 0100').waitFor();
    expect(await row.getByText('Information not available').count()).toBe(0);
    await page
      .getByRole('row', { name: /Globex/ })
      .getByText('No contact info')
      .waitFor();
    await adminScreenshots(page, 'companies');

    await page.getByRole('searchbox', { name: 'Search companies' }).fill('glob');
    await expect.poll(() => page.getByRole('row', { name: /Acme Widgets/ }).count()).toBe(0);
    await page.getByText(/Filtered:\s*1/).waitFor();
    await page.getByRole('searchbox', { name: 'Search companies' }).fill('zzz-nothing');
    await page.getByText('No companies found').waitFor();
    await page.getByRole('searchbox', { name: 'Search companies' }).fill('');

    // Add Company validates with the shared schema, then creates.
    await page.getByRole('button', { name: 'Add Company' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Company' });
    await dialog.getByRole('button', { name: 'Add Company' }).click();
    await dialog.getByText('Name is required').waitFor();
    await dialog.getByLabel(/^Domain/).fill('initech.com');
    await dialog.getByLabel(/^Name/).fill('Initech');
    await dialog.getByLabel(/^Website/).fill('not a url');
    await dialog.getByRole('button', { name: 'Add Company' }).click();
    await dialog.getByText('Website must be an http(s) URL').waitFor();
    await adminScreenshots(page, 'company-form');
    await dialog.getByLabel(/^Website/).fill('https://initech.com');
    await dialog.getByRole('button', { name: 'Add Company' }).click();
    await page.getByRole('row', { name: /Initech/ }).waitFor();

    // Edit Company loads the stored values and saves a change.
    await page.getByRole('button', { name: 'Actions for Initech' }).click();
    await page.getByRole('menuitem', { name: 'Edit Company' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Company' });
    expect(await edit.getByLabel(/^Website/).inputValue()).toBe('https://initech.com');
    await edit.getByLabel(/^Name/).fill('Initech Corp');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('row', { name: /Initech Corp/ }).waitFor();

    await page.getByRole('button', { name: 'Actions for Globex' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page
      .getByText('Are you sure you want to delete Globex? This action cannot be undone.')
      .waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => toastText(page)).toContain('Company has been successfully deleted');
    await expect.poll(() => page.getByRole('row', { name: /Globex/ }).count()).toBe(0);

    await openScreen(page, 'Reviews');
    const spam = page.getByRole('article').filter({ hasText: 'Spam review' });
    await spam.getByText('1/5').waitFor();
    await adminScreenshots(page, 'reviews');
    await spam.getByRole('button', { name: 'Delete Review' }).click();
    await page
      .getByText('Are you sure you want to delete Spam review? This action cannot be undone.')
      .waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => toastText(page)).toContain('Review has been successfully deleted');
    await expect.poll(() => page.getByText('Spam review').count()).toBe(0);
    await page.getByRole('heading', { name: 'Great widgets' }).waitFor();

    await openScreen(page, 'Users');
    await page.getByText('Una User').waitFor();
    await page.getByText('Active', { exact: true }).first().waitFor();
    await adminScreenshots(page, 'users');

    await openScreen(page, 'Categories');
    await page.getByText('Main categories').waitFor();
    await adminScreenshots(page, 'categories');

    await openScreen(page, 'Analytics');
    await page.getByRole('img', { name: 'Reviews per week over the last 12 weeks' }).waitFor();
    await page.getByRole('img', { name: /Complaints: / }).waitFor();
    await adminScreenshots(page, 'analytics');
    expect(errors).toEqual([]);
    await close();
  }, 150_000);
});
