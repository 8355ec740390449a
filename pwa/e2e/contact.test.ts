import { describe, expect, it } from 'vitest';
import { ContactMessage } from '../../api/src/models/ContactMessage.ts';
import { useAppServer } from './support/appServer.ts';
import { screenshotBoth, useBrowser } from './support/browser.ts';
import { openPage } from './support/pages.ts';

describe('the contact page', () => {
  const { db, server } = useAppServer();
  const browser = useBrowser();

  it('validates the form, sends it, and says it was sent', async () => {
    const { page, errors, close } = await openPage(browser(), { viewport: 'mobile' });
    await page.goto(`${server().url}/contact`);
    await page.getByText('Monday - Friday: 9:00 AM - 6:00 PM PST').waitFor();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('First Name is required').waitFor();
    await page.getByText('Please enter a valid email address').waitFor();
    await page.getByText('Message is required').waitFor();
    await screenshotBoth(page, 'contact-validation');

    await page.getByLabel(/^First Name/).fill('Ann');
    await page.getByLabel(/^Last Name/).fill('Lee');
    await page.getByLabel(/^Email Address/).fill('ann@example.com');
    await page.getByLabel(/^Company Name/).fill('Acme');
    await page.getByLabel(/^Subject/).fill('Partnership');
    await page.getByLabel(/^Message/).fill('Can we list our 40 subsidiaries?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('heading', { name: 'Message Sent' }).waitFor();
    await page.getByText("We'll get back to you within 24 hours.").first().waitFor();

    const stored = await ContactMessage.query(db().knex);
    expect(stored).toEqual([
      expect.objectContaining({
        email: 'ann@example.com',
        subject: 'Partnership',
        companyName: 'Acme',
      }),
    ]);
    expect(errors).toEqual([]);
    await close();
  });
});
