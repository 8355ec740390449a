import { describe, expect, it } from 'vitest';
import { useAppServer } from './support/appServer.ts';
import { screenshotBoth, useBrowser } from './support/browser.ts';
import { openPage } from './support/pages.ts';
import { seedCompany, seedReviews } from './support/seed.ts';

describe('the user profile', () => {
  const { db, server } = useAppServer();
  const browser = useBrowser();

  it('shows statistics, review categories, sorted reviews and loads more', async () => {
    const { page, context, errors, close } = await openPage(browser());
    const registered = await context.request.post(`${server().url}/api/auth/register`, {
      data: {
        email: 'uma@example.com',
        password: 'secret12',
        confirmPassword: 'secret12',
        firstName: 'Uma',
        lastName: 'Thurman',
        title: 'Procurement Lead',
      },
      headers: { Origin: server().url },
    });
    const user = (await registered.json()) as { id: string };
    const company = await seedCompany(db(), {
      domain: 'vandelay.com',
      name: 'Vandelay Industries',
      category: 'Business Services',
    });
    const base = Date.parse('2026-01-01T00:00:00Z');
    await seedReviews(
      db(),
      Array.from({ length: 12 }, (_, index) => ({
        companyId: company.id,
        userId: user.id,
        title: `Order ${index + 1}`,
        content: `Delivery number ${index + 1}.`,
        rating: (index % 5) + 1,
        upvotes: index === 3 ? 50 : 0,
        createdAt: new Date(base + index * 86_400_000),
      })),
    );

    await page.goto(`${server().url}/user/${user.id}`);
    await page.getByRole('heading', { level: 1, name: 'Uma Thurman' }).waitFor();
    await page.getByText('Procurement Lead').waitFor();
    await page.getByText(/^Member since \w+ \d{4}$/).waitFor();
    await page.getByText('Net Karma').waitFor();
    await page.getByText('+50').waitFor();
    await page.getByRole('heading', { name: 'Review Categories' }).waitFor();
    await page.getByText('12 reviews').first().waitFor();

    const titles = () =>
      page.getByRole('region', { name: 'Reviews' }).locator('h3').allTextContents();
    await expect.poll(titles).toHaveLength(10);
    expect((await titles())[0]).toBe('Order 12');
    await page.getByRole('button', { name: 'Load More Reviews' }).click();
    await expect.poll(titles).toHaveLength(12);

    await page.getByLabel('Sort by').selectOption('rating');
    await expect.poll(async () => (await titles())[0]).toMatch(/^Order (5|10)$/);
    await page.getByLabel('Sort by').selectOption('helpful');
    await expect.poll(async () => (await titles())[0]).toBe('Order 4');
    await screenshotBoth(page, 'user-profile');

    await page.getByRole('link', { name: /Order 4/ }).click();
    await page.waitForURL(/\/company\/vandelay\.com#review-\d+$/);
    expect(errors).toEqual([]);
    await close();
  });

  it('says User not found for an unknown id', async () => {
    const { page, close } = await openPage(browser());
    await page.goto(`${server().url}/user/00000000-0000-4000-8000-000000000000`);
    await page.getByRole('heading', { name: 'User not found' }).waitFor();
    await close();
  });
});
