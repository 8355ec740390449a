import { beforeAll, describe, expect, it } from 'vitest';
import { useAppServer } from './support/appServer.ts';
import { useBrowser } from './support/browser.ts';
import { openPage, visit } from './support/pages.ts';
import { seedCompany, seedReviews } from './support/seed.ts';

// An address of its own, so the canonical links are told apart from the server's.
const PUBLIC_URL = 'http://reviews.test';

describe('what search engines read', () => {
  const { db, server } = useAppServer({ PUBLIC_URL });
  const browser = useBrowser();

  beforeAll(async () => {
    const company = await seedCompany(db(), {
      domain: 'umbrella.com',
      name: 'Umbrella Corporation',
      category: 'Business Services',
      subcategory: 'IT & Communication',
      description: 'Umbrella makes pharmaceuticals.',
    });
    await seedReviews(db(), [
      { companyId: company.id, title: 'Reliable', content: 'Shipped on time.', rating: 4 },
      {
        companyId: company.id,
        title: 'Held back',
        content: 'Awaiting moderation.',
        rating: 1,
        status: 'pending',
        holdReason: 'moderation',
      },
    ]);
  });

  it('serves a company page with its canonical link and Organization JSON-LD', async () => {
    // What a crawler gets before any script runs.
    const served = await (await fetch(`${server().url}/company/umbrella.com`)).text();
    expect(served).toContain(`<link rel="canonical" href="${PUBLIC_URL}/company/umbrella.com"`);
    expect(served).not.toContain('Held back');

    const { page, errors, close } = await openPage(browser());
    await visit(page, `${server().url}/company/umbrella.com`);
    await page.getByRole('heading', { level: 1, name: 'Umbrella Corporation' }).waitFor();
    // The rated review the markup describes is on the page too (Google's rule).
    await page.getByRole('heading', { name: 'Reliable' }).waitFor();
    const head = await page.evaluate(() => ({
      canonical: document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href,
      data: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
      ),
    }));
    expect(head.canonical).toBe(`${PUBLIC_URL}/company/umbrella.com`);
    expect(head.data).toHaveLength(1);
    expect(head.data[0]).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Umbrella Corporation',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4, ratingCount: 1 },
      review: [{ '@type': 'Review', name: 'Reliable', reviewRating: { ratingValue: 4 } }],
    });

    // Another page of the app is not described by the first one's tags.
    await page.getByRole('link', { name: 'Categories' }).first().click();
    await page.waitForURL(/\/categories$/);
    // The app drops them once the next page renders: a moment after the URL changes.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            document.querySelectorAll('link[rel="canonical"], script[type="application/ld+json"]')
              .length,
        ),
      )
      .toBe(0);
    // The JSON-LD block is data: the CSP (no inline script) reported nothing.
    expect(errors).toEqual([]);
    await close();
  });

  it('serves robots.txt and sitemaps a strict XML parser accepts', async () => {
    const { page, close } = await openPage(browser());
    await page.goto(`${server().url}/about`);
    const result = await page.evaluate(async () => {
      const read = async (path: string) => {
        const response = await fetch(path);
        const document = new DOMParser().parseFromString(await response.text(), 'application/xml');
        return {
          type: response.headers.get('content-type'),
          broken: document.getElementsByTagName('parsererror').length > 0,
          locs: [...document.getElementsByTagName('loc')].map((loc) => loc.textContent),
        };
      };
      const index = await read('/sitemap.xml');
      const companyFile = index.locs.find((loc) => loc?.includes('/sitemaps/companies-')) ?? '';
      return {
        robots: await (await fetch('/robots.txt')).text(),
        index,
        companies: await read(new URL(companyFile).pathname),
      };
    });
    expect(result.robots).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(result.index.type).toBe('application/xml; charset=utf-8');
    expect(result.index.broken).toBe(false);
    expect(result.index.locs.slice(0, 2)).toEqual([
      `${PUBLIC_URL}/sitemaps/static.xml`,
      `${PUBLIC_URL}/sitemaps/categories.xml`,
    ]);
    expect(result.companies.broken).toBe(false);
    expect(result.companies.locs).toContain(`${PUBLIC_URL}/company/umbrella.com`);
    await close();
  });
});
