import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAppServer } from './support/appServer.ts';
import { useBrowser } from './support/browser.ts';
import { openPage, visit } from './support/pages.ts';
import { seedCompany, seedReviews } from './support/seed.ts';

const SOFTWARE = { category: 'Electronics & Technology', subcategory: 'Internet & Software' };

/** The HTML the server sends, as a crawler (or a browser before any script) reads it. */
async function served(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers: { Accept: 'text/html', ...headers } });
  expect(response.status).toBe(200);
  // React marks where two pieces of text meet (`<!-- -->`): read the text as it shows.
  return (await response.text()).replaceAll('<!-- -->', '');
}

/**
 * Upvotes the first review nobody has upvoted and waits until a count of 1 shows: the answer of
 * a control the server drew, so the app is hydrated (within `timeout` ms when given).
 */
async function upvoteOnce(page: Page, timeout?: number) {
  await page
    .getByRole('button', { name: /^Upvote 0$/ })
    .first()
    .click();
  await page
    .getByRole('button', { name: /^Upvote 1/ })
    .first()
    .waitFor(timeout === undefined ? {} : { timeout });
}

describe('public pages rendered on the server', () => {
  const { db, server } = useAppServer();
  const browser = useBrowser();

  beforeAll(async () => {
    const alpha = await seedCompany(db(), {
      domain: 'alpha.io',
      name: 'Alpha Cloud',
      description: 'Hosting for teams.',
      ...SOFTWARE,
    });
    await seedReviews(db(), [
      { companyId: alpha.id, title: 'Fast support', content: 'Answered in minutes.', rating: 5 },
      { companyId: alpha.id, title: 'Fair price', content: 'Worth it.', rating: 4 },
    ]);
  });

  it('sends a company page with its header, rating, reviews, JSON-LD and data, no inline script', async () => {
    const html = await served(`${server().url}/company/alpha.io`);
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toMatch(/<h1[^>]*>Alpha Cloud<\/h1>/);
    expect(root).toContain('Fast support');
    expect(root).toContain('Answered in minutes.');
    expect(root).toContain('Fair price');
    expect(root).toContain('4.5');
    expect(html).toContain('<script type="application/ld+json"');
    const state = /<script type="application\/json" id="server-state">(.*?)<\/script>/s.exec(html);
    const queries = (JSON.parse(state?.[1] ?? '{}') as { queries: Array<{ queryKey: unknown }> })
      .queries;
    expect(JSON.stringify(queries.map((query) => query.queryKey))).toContain('alpha.io');
    // Every script is a file or data: the Content-Security-Policy allows no inline code.
    for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
      expect(tag).toMatch(/\bsrc=|type="application\/(ld\+)?json"/);
    }
    expect(
      (await fetch(`${server().url}/company/alpha.io`)).headers.get('content-security-policy'),
    ).not.toMatch(/unsafe-inline[^;]*;?\s*$|script-src[^;]*unsafe-inline/);
  });

  it('sends the home, category, subcategory and awards pages with their content', async () => {
    expect(await served(`${server().url}/`)).toContain('Find and Review B2B Companies');
    const subcategory = await served(`${server().url}/category/internet-and-software`);
    expect(subcategory).toContain('Internet &amp; Software Companies');
    expect(subcategory).toContain('Alpha Cloud');
    const category = await served(`${server().url}/category/electronics-and-technology`);
    expect(category).toContain('id="server-state"');
    expect(await served(`${server().url}/awards`)).toContain('How Awards Work');
  });

  it('sends the shell to a browser with a session, and for an unknown company', async () => {
    const withHint = await served(`${server().url}/company/alpha.io`, { Cookie: 'rv.user=1' });
    expect(withHint).not.toContain('id="server-state"');
    expect(withHint).not.toContain('Answered in minutes.</');
    const unknown = await served(`${server().url}/company/unknown-company.io`);
    expect(unknown).not.toContain('id="server-state"');
  });

  it('sends the cookie banner in the HTML; its code arrives apart and then answers', async () => {
    const html = await served(`${server().url}/`);
    // Painted with the page: drawn later, its text would be the largest paint of short pages.
    expect(html).toContain('We use cookies');
    // Early in the document, so the first paint of a long page (a company's) holds it too.
    expect(html.indexOf('We use cookies')).toBeLessThan(html.indexOf('<main'));
    const { page, errors, close } = await openPage(browser(), {
      viewport: 'mobile',
      cookieBanner: true,
    });
    const bars = page.waitForResponse(/\/assets\/PageBars-[^/]+\.js$/);
    await visit(page, `${server().url}/`);
    await bars;
    const banner = page.getByRole('region', { name: 'We use cookies' });
    // The chunk's arrival is not its hydration: on a loaded machine a tap in between lands on the
    // server's button, which does nothing. Tapped again until it answers, as a visitor would.
    await expect
      .poll(
        async () => {
          const accept = banner.getByRole('button', { name: 'Accept All' });
          await accept.click({ timeout: 1_000 }).catch(() => undefined);
          return banner.waitFor({ state: 'detached', timeout: 1_000 }).then(
            () => true,
            () => false,
          );
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it("sends the review wizard's form as HTML, which works once hydrated", async () => {
    const html = await served(`${server().url}/write-review`);
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toMatch(/<h1[^>]*>Write a Review<\/h1>/);
    expect(root).toContain('Company Website URL');
    expect(root).toMatch(/<button[^>]*type="submit"[^>]*>Find Company<\/button>/);
    expect(html).toContain('id="server-state"');

    const { page, errors, close } = await openPage(browser(), { viewport: 'mobile' });
    // The wizard's chunk arrives late: the form is on screen before it.
    const release = await holdChunk(page, /\/assets\/WriteReview-[^/]+\.js$/);
    await page.goto(`${server().url}/write-review`);
    await page.getByLabel('Company Website URL').waitFor();
    expect(await page.locator('html[data-interactive]').count()).toBe(0);
    release();
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    await page.getByLabel('Company Website URL').fill('alpha.io');
    await page.getByRole('button', { name: 'Find Company' }).click();
    await page.getByRole('heading', { name: 'Review for Alpha Cloud' }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the reviews before any script runs', async () => {
    const context = await browser().newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server().url}/company/alpha.io`);
    await page.getByRole('heading', { level: 1, name: 'Alpha Cloud' }).waitFor();
    await page.getByText('Fast support').waitFor();
    await context.close();
  });

  it('marks the page interactive only once its screen has hydrated', async () => {
    const { page, errors, close } = await openPage(browser(), { viewport: 'mobile' });
    // The company screen's chunk arrives late, as on a slow phone: the page shows the server's
    // HTML, and is not yet marked (the journeys' `visit` waits for the mark before clicking).
    const release = await holdChunk(page, /\/assets\/Company-[^/]+\.js$/);
    await page.goto(`${server().url}/company/alpha.io`);
    await page.getByText('Fast support').waitFor();
    expect(await page.locator('html[data-interactive]').count()).toBe(0);
    release();
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    // Marked: a control the server drew answers the first click.
    await upvoteOnce(page, 2000);
    expect(errors).toEqual([]);
    await close();
  });

  it('starts without inserting preload links (no Vite preload helper on the critical path)', async () => {
    const { page, errors, close } = await openPage(browser(), { viewport: 'mobile' });
    // The preloads the app inserts itself: those added once the parser is done with the HTML.
    await page.addInitScript(() => {
      const inserted: string[] = [];
      (window as unknown as { inserted: string[] }).inserted = inserted;
      new MutationObserver((changes) => {
        if (document.readyState === 'loading') return;
        for (const change of changes)
          for (const node of change.addedNodes)
            if (node instanceof HTMLLinkElement && node.rel === 'modulepreload')
              inserted.push(node.href);
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${server().url}/company/alpha.io`, { waitUntil: 'networkidle' });
    const inserted = await page.evaluate(
      () => (window as unknown as { inserted: string[] }).inserted,
    );
    // Inserting a link per chunk of the company screen cost 116 ms of the entry's blocking task.
    expect(inserted).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it('hydrates without fetching the data again and without a hydration error', async () => {
    const { page, errors, close } = await openPage(browser(), { viewport: 'mobile' });
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) asked.push(url.pathname);
    });
    await page.goto(`${server().url}/company/alpha.io`, { waitUntil: 'networkidle' });
    // What the page asked while it loaded and hydrated: the vote below refreshes the company and
    // its reviews on purpose, so the requests it causes are not counted.
    const whileLoading = [...asked];
    // Hydrated: a control the server drew answers a click.
    await upvoteOnce(page);
    expect(whileLoading.filter((path) => path.startsWith('/api/companies/'))).not.toContainEqual(
      expect.stringMatching(/^\/api\/companies\/(domain\/alpha\.io|\d+\/reviews)$/),
    );
    expect(errors).toEqual([]);
    await close();
  });
});

/** Holds back the script chunks matching `pattern` until the returned function is called. */
async function holdChunk(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
