import { appendFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetRateLimits } from '../../api/src/test/rateLimits.ts';
import { publishAnonymousReviews } from '../../api/src/test/settings.ts';
import { useAppServer } from './support/appServer.ts';
import { screenshotBoth, useBrowser } from './support/browser.ts';
import { copyOfBuild, serviceWorkerReady } from './support/offline.ts';
import { clickStar, openPage, visit } from './support/pages.ts';
import { seedCompany, seedReviews } from './support/seed.ts';

const dist = copyOfBuild();
const REVIEWS_PATH = '**/api/companies/domain/globex.com/reviews';

async function writeReview(page: Page, title: string, content: string) {
  await page.getByRole('button', { name: 'Write a Review', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await dialog.getByLabel(/Title/).fill(title);
  await dialog.getByRole('textbox').nth(1).fill(content);
  // The dialog preselects no rating (issue 34): the writer chooses one.
  await clickStar(page, 4, dialog);
  await dialog.getByRole('button', { name: 'Submit Review' }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function postReply(article: Locator, text: string) {
  await article.getByRole('button', { name: 'Show Replies' }).click();
  await article.getByLabel('Write a reply').fill(text);
  await article.getByRole('button', { name: 'Post Reply' }).click();
  // The reply's paragraph, and the box emptied: for a moment after the click the text is in
  // both (getByText alone then matches two elements).
  await article.getByRole('paragraph').filter({ hasText: text }).waitFor();
  await expect.poll(() => article.getByLabel('Write a reply').inputValue()).toBe('');
}

/** A visitor with the service worker installed and a company page opened once, online. */
async function visitGlobex(context: BrowserContext, page: Page, baseUrl: string) {
  await visit(page, `${baseUrl}/company/globex.com`);
  await page.getByRole('heading', { level: 1, name: 'Globex Corporation' }).waitFor();
  await page.getByRole('heading', { name: 'Seeded and solid' }).waitFor();
  await serviceWorkerReady(page);
  // The query cache is written to storage after a short throttle.
  await page.waitForFunction(() =>
    (localStorage.getItem('b2b-reviews-query-cache') ?? '').includes('Seeded and solid'),
  );
  return context;
}

describe('the offline-first PWA', () => {
  const { db, server } = useAppServer({ PWA_DIST_DIR: dist });
  const browser = useBrowser();
  let seededReviewId = 0;

  beforeAll(async () => {
    const company = await seedCompany(db(), {
      domain: 'globex.com',
      name: 'Globex Corporation',
      category: 'Business Services',
      description: 'Globex provides managed IT services.',
    });
    const [review] = await seedReviews(db(), [
      { companyId: company.id, title: 'Seeded and solid', content: 'Good support.', rating: 4 },
    ]);
    seededReviewId = review?.id ?? 0;
    // These journeys are about the outbox, not about who may post (issue 34): an anonymous
    // review is published at once, and each test's posts count as another day's.
    await publishAnonymousReviews(db().knex);
  });
  beforeEach(async () => {
    await db().knex('reviews').update({ addressHash: null });
    await resetRateLimits(db().knex);
  });

  const reviewsTitled = (title: string) =>
    db().knex('reviews').where({ title }).select('id', 'company_id');

  it('is installable, and a company seen once opens offline after a reload', async () => {
    const { context, page, close } = await openPage(browser(), { viewport: 'mobile' });
    await visitGlobex(context, page, server().url);

    const manifest = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
      return link ? ((await (await fetch(link.href)).json()) as Record<string, unknown>) : null;
    });
    expect(manifest).toMatchObject({
      name: 'B2B Reviews',
      short_name: 'B2B Reviews',
      start_url: '/',
      display: 'standalone',
      theme_color: '#1d4ed8',
      background_color: '#ffffff',
    });
    const icons = (manifest?.icons ?? []) as Array<{ sizes: string; purpose?: string }>;
    expect(icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512', '512x512']);
    expect(icons.some((icon) => icon.purpose === 'maskable')).toBe(true);

    // Offline, and reloaded: the shell comes from the precache, the data from the device.
    await context.setOffline(true);
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await page.getByRole('heading', { level: 1, name: 'Globex Corporation' }).waitFor();
    await page.getByRole('heading', { name: 'Seeded and solid' }).waitFor();
    await page.getByText('You are offline.').waitFor();
    await screenshotBoth(page, 'offline-company');

    // Chromium's own verdict (what Lighthouse's installability check used to read).
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: Array<{ errorId: string }>;
    };
    // Playwright's contexts are incognito profiles, where Chromium never offers installing;
    // anything else (manifest, icons, service worker, start URL) would be listed here.
    expect(
      installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito'),
    ).toEqual([]);

    // A company never opened on this device: an offline message, with what is available.
    await visit(page, `${server().url}/company/initech.com`);
    await page.getByRole('heading', { name: 'You are offline' }).waitFor();
    await page.getByRole('link', { name: 'Globex Corporation' }).waitFor();

    // The search box searches the companies on the device.
    await page.getByRole('link', { name: 'Globex Corporation' }).click();
    await page.getByRole('heading', { level: 1, name: 'Globex Corporation' }).waitFor();
    await visit(page, `${server().url}/`);
    await page.getByRole('combobox').first().fill('glob');
    await page.getByRole('option', { name: /Globex Corporation/ }).waitFor();
    // Enter opens the company on the device that matches, not a page for "globex" (here
    // navigator.onLine says true after the navigation, as on a weak signal: the suggestions,
    // from the device, tell the search box it is offline).
    await page.getByRole('combobox').first().fill('globex');
    await page.getByRole('option', { name: /Globex Corporation/ }).waitFor();
    await page.getByRole('combobox').first().press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Globex Corporation' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/company/globex.com');
    await close();
  });

  it('a write whose request hangs is saved on the device within seconds, not left submitting', async () => {
    const { context, page, close } = await openPage(browser());
    await visitGlobex(context, page, server().url);
    // Online, but the server never answers this write.
    await context.route(REVIEWS_PATH, (route) =>
      route.request().method() === 'POST' ? undefined : route.fallback(),
    );
    const started = Date.now();
    await writeReview(page, 'Sent into the void', 'The server never answered.');
    await page.getByText('Saved on this device').first().waitFor();
    expect(Date.now() - started).toBeLessThan(9_000);
    // Online: the toast does not promise a return of a network that never left.
    await page.getByText('The server could not take it just now').first().waitFor();
    await page.locator('article', { hasText: 'Sent into the void' }).getByText('Pending').waitFor();
    await context.unroute(REVIEWS_PATH);
    await close();
  });

  it('offline: a review, a vote and replies are pending, survive a reload, and sync exactly once', async () => {
    const { context, page, close } = await openPage(browser());
    await visitGlobex(context, page, server().url);
    await context.setOffline(true);

    await writeReview(page, 'Written on a train', 'No signal, still worth saying.');
    const pendingCard = page.locator('article', { hasText: 'Written on a train' });
    await pendingCard.getByText('Pending').waitFor();

    const seeded = page.locator('article', { hasText: 'Seeded and solid' });
    await seeded.getByRole('button', { name: /^Upvote/ }).click();
    await seeded.getByRole('button', { name: 'Upvote 1 (pending)', exact: true }).waitFor();
    await postReply(seeded, 'Agreed, from the train.');
    await postReply(pendingCard, 'A reply to my own pending review.');
    await page.getByRole('link', { name: '4 pending' }).waitFor();
    await screenshotBoth(page, 'offline-pending');

    // Nothing reached the server, and nothing is lost on a reload.
    expect(await reviewsTitled('Written on a train')).toHaveLength(0);
    await page.reload();
    await pendingCard.getByText('Pending').waitFor();
    await page.getByRole('link', { name: '4 pending' }).waitFor();

    await context.setOffline(false);
    await page
      .getByRole('link', { name: /pending/ })
      .waitFor({ state: 'detached', timeout: 20_000 });

    const created = await reviewsTitled('Written on a train');
    expect(created).toHaveLength(1);
    const votes = await db().knex('review_votes').where({ review_id: seededReviewId });
    expect(votes).toHaveLength(1);
    const seededReplies = await db().knex('review_replies').where({ review_id: seededReviewId });
    expect(seededReplies.map((reply) => reply.content)).toEqual(['Agreed, from the train.']);
    const ownReplies = await db().knex('review_replies').where({ review_id: created[0]?.id });
    expect(ownReplies.map((reply) => reply.content)).toEqual(['A reply to my own pending review.']);
    // The synced review is now the server's card (it has vote buttons; pending ones do not).
    await page
      .locator('article', { hasText: 'Written on a train' })
      .getByRole('button', { name: /^Upvote/ })
      .waitFor();
    await close();
  });

  it('when the answer of a committed review is lost, the retry leaves exactly one', async () => {
    const { context, page, close } = await openPage(browser());
    await visitGlobex(context, page, server().url);
    const keys: string[] = [];
    const replays: Array<string | undefined> = [];
    await context.route(REVIEWS_PATH, async (route) => {
      const request = route.request();
      if (request.method() !== 'POST') return route.continue();
      keys.push(request.headers()['idempotency-key'] ?? '');
      const response = await route.fetch();
      replays.push(response.headers()['idempotent-replay']);
      // The server has committed the review; its answer never reaches the browser.
      if (keys.length === 1) return route.abort('connectionreset');
      return route.fulfill({ response });
    });

    await writeReview(page, 'Answer lost on the way', 'The server saved it anyway.');
    await page
      .locator('article', { hasText: 'Answer lost on the way' })
      .getByRole('button', { name: /^Upvote/ })
      .waitFor({ timeout: 20_000 });

    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(replays).toEqual([undefined, 'true']);
    expect(await reviewsTitled('Answer lost on the way')).toHaveLength(1);
    await context.unroute(REVIEWS_PATH);
    await close();
  });

  it('a 400 at sync time keeps the item with its message; edited, it is sent', async () => {
    const { context, page, close } = await openPage(browser());
    await visitGlobex(context, page, server().url);
    const keys: string[] = [];
    await context.route(REVIEWS_PATH, async (route) => {
      const request = route.request();
      if (request.method() !== 'POST') return route.continue();
      keys.push(request.headers()['idempotency-key'] ?? '');
      // A rule the server has and this device's schema does not (e.g. a newer server).
      if (keys.length === 1) {
        return route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'title: Please name the product you used' }),
        });
      }
      return route.continue();
    });

    await context.setOffline(true);
    await writeReview(page, 'Vague title', 'Queued while offline.');
    await context.setOffline(false);
    const card = page.locator('article', { hasText: 'Vague title' });
    await card.getByText('Not sent').waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: '1 not sent' }).click();
    await page.getByText('Not sent: title: Please name the product you used').waitFor();
    await screenshotBoth(page, 'offline-outbox-refused');

    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Title').fill('Globex managed IT, vague no more');
    await page.getByRole('button', { name: 'Save and send' }).click();
    await page.getByText('Nothing is waiting to be sent.').waitFor({ timeout: 20_000 });

    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
    expect(await reviewsTitled('Vague title')).toHaveLength(0);
    expect(await reviewsTitled('Globex managed IT, vague no more')).toHaveLength(1);
    await context.unroute(REVIEWS_PATH);
    await close();
  });

  it('offers a new build with a prompt instead of reloading by itself', async () => {
    // A first visit: the cookie banner is up too, and the prompt must not cover it.
    const { page, close } = await openPage(browser(), { viewport: 'mobile', cookieBanner: true });
    await visit(page, `${server().url}/`);
    await serviceWorkerReady(page);
    expect(await page.getByText('A new version is available.').count()).toBe(0);

    // A new deploy: a different service worker script at the same address.
    appendFileSync(path.join(dist, 'sw.js'), '\n// the next build\n');
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    await page.getByText('A new version is available.').waitFor({ timeout: 20_000 });
    const prompt = await page.getByRole('alert').filter({ hasText: 'A new version' }).boundingBox();
    const banner = await page.getByRole('region', { name: 'We use cookies' }).boundingBox();
    expect(prompt && banner).toBeTruthy();
    if (prompt && banner) expect(prompt.y + prompt.height).toBeLessThanOrEqual(banner.y);
    await screenshotBoth(page, 'offline-update-prompt');

    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByText('A new version is available.').count()).toBe(0);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await close();
  });

  it('a visit that writes nothing loads no outbox engine and makes no database; its first write does', async () => {
    const { context, page, close } = await openPage(browser());
    const engineChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/(engine|db)-[^/]*\.js$/.test(request.url())) engineChunks.push(request.url());
    });
    await visitGlobex(context, page, server().url);
    // Past the idle callback's 2 s timeout, when the engine used to start on every visit.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 3_000)));
    const databases = () =>
      page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name));
    expect(await databases()).not.toContain('b2b-reviews-offline');
    expect(engineChunks).toEqual([]);

    // The first write loads the engine, which starts: the review is sent once and shown as
    // the server's card (pending cards have no vote buttons).
    await writeReview(page, 'First write of the visit', 'Loads the outbox engine.');
    await page
      .locator('article', { hasText: 'First write of the visit' })
      .getByRole('button', { name: /^Upvote/ })
      .waitFor({ timeout: 20_000 });
    expect(await reviewsTitled('First write of the visit')).toHaveLength(1);
    expect(engineChunks.some((url) => url.includes('/engine-'))).toBe(true);
    expect(await databases()).toContain('b2b-reviews-offline');
    await close();
  });
});
