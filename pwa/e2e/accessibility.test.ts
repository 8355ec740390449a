import { beforeAll, describe, expect, it } from 'vitest';
import { useAppServer } from './support/appServer.ts';
import { seriousAxeFindings } from './support/axe.ts';
import { useBrowser } from './support/browser.ts';
import { openPage, visit } from './support/pages.ts';
import { seedCompany, seedReviews } from './support/seed.ts';

/** Every public screen of public-site.md §2, with data where the screen shows data. */
const PUBLIC_SCREENS = [
  '/',
  '/categories',
  '/category/internet-and-software',
  '/awards',
  '/company/alpha.io',
  '/write-review',
  '/login',
  '/signup',
  '/forgot-password',
  '/about',
  '/contact',
  '/help-center',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
  '/outbox',
  '/claim/verify?token=unknown',
  '/verify-email?token=unknown',
  '/no-such-page',
];

describe('accessibility of the public screens', () => {
  const { db, server } = useAppServer();
  const browser = useBrowser();
  let userPath = '';

  beforeAll(async () => {
    const software = { category: 'Electronics & Technology', subcategory: 'Internet & Software' };
    const alpha = await seedCompany(db(), { domain: 'alpha.io', name: 'Alpha Cloud', ...software });
    const registered = await fetch(`${server().url}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server().url },
      body: JSON.stringify({
        email: 'ada@example.com',
        password: 'secret12',
        confirmPassword: 'secret12',
        firstName: 'Ada',
        lastName: 'Byron',
      }),
    });
    const user = (await registered.json()) as { id: string };
    userPath = `/user/${user.id}`;
    await seedReviews(db(), [
      { companyId: alpha.id, title: 'Fast support', content: 'Answered in minutes.', upvotes: 6 },
      { companyId: alpha.id, userId: user.id, title: 'Fair price', content: 'Good.', rating: 4 },
    ]);
  });

  it('finds what it looks for: a button named apart from what it shows', async () => {
    const { page, close } = await openPage(browser());
    // Once the screen is drawn: a button added before the app renders would be replaced with it.
    await visit(page, `${server().url}/about`);
    await page.evaluate(() => {
      const button = document.createElement('button');
      button.setAttribute('aria-label', 'Upvote (6)');
      button.textContent = '6';
      document.querySelector('main')?.append(button);
    });
    const found = await seriousAxeFindings(page);
    expect(found.map((finding) => finding.id)).toContain('label-content-name-mismatch');
    await close();
  });

  it('has no serious or critical axe-core finding on any public screen, phone and desktop', async () => {
    for (const viewport of ['mobile', 'desktop'] as const) {
      const { page, errors, close } = await openPage(browser(), { viewport });
      const asked: string[] = [];
      page.on('request', (request) => asked.push(new URL(request.url()).pathname));
      const findings: Record<string, unknown> = {};
      for (const path of [...PUBLIC_SCREENS, userPath]) {
        await page.goto(`${server().url}${path}`, { waitUntil: 'networkidle' });
        await page.locator('h1').first().waitFor();
        if (path.startsWith('/company/')) await page.getByText('Fast support').waitFor();
        const found = await seriousAxeFindings(page);
        if (found.length > 0) findings[`${viewport} ${path}`] = found;
      }
      expect(findings).toEqual({});
      // A signed-out visitor is not asked who they are (no 401 in the console).
      expect(asked).not.toContain('/api/auth/user');
      expect(errors).toEqual([]);
      await close();
    }
  }, 240_000);
});
