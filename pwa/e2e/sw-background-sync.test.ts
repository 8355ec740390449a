import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetRateLimits } from '../../api/src/test/rateLimits.ts';
import { publishAnonymousReviews } from '../../api/src/test/settings.ts';
import { useAppServer } from './support/appServer.ts';
import { useBrowser } from './support/browser.ts';
import { serviceWorkerReady } from './support/offline.ts';
import { clickStar, openPage, visit } from './support/pages.ts';
import { seedCompany } from './support/seed.ts';

const REVIEWS_API = '/api/companies/domain/globex.com/reviews';
const METRICS_TOKEN = 'background-sync-journey-metrics';

async function writeReview(page: Page, title: string) {
  await page.getByRole('button', { name: 'Write a Review', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await dialog.getByLabel(/Title/).fill(title);
  await dialog.getByRole('textbox').nth(1).fill('Written on a plane, sent on landing.');
  await clickStar(page, 4, dialog);
  await dialog.getByRole('button', { name: 'Submit Review' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.locator('article', { hasText: title }).getByText('Pending').waitFor();
}

/** The Idempotency-Keys of the writes waiting in the page's outbox (IndexedDB, `offline/db.ts`). */
function queuedKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('b2b-reviews-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('outbox').objectStore('outbox').getAll();
          all.onerror = () => reject(all.error);
          all.onsuccess = () => {
            open.result.close();
            resolve((all.result as Array<{ id: string }>).map((item) => item.id));
          };
        };
      }),
  );
}

/** The Background Sync tags the page's service worker registration holds. */
function syncTags(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
      sync: { getTags(): Promise<string[]> };
    };
    return registration.sync.getTags();
  });
}

describe('the outbox drains with the app closed (Background Sync, issue 37)', () => {
  // The server's own request count (`GET /metrics`): DevTools may miss a service worker's
  // requests when the worker was started just for the sync, the server sees every one.
  const { db, server } = useAppServer({ METRICS_TOKEN });
  const browser = useBrowser();

  beforeAll(async () => {
    await seedCompany(db(), {
      domain: 'globex.com',
      name: 'Globex Corporation',
      category: 'Business Services',
    });
    // About the outbox, not about who may post: an anonymous review is published at once.
    await publishAnonymousReviews(db().knex);
  });
  beforeEach(async () => {
    await db().knex('reviews').update({ addressHash: null });
    await resetRateLimits(db().knex);
  });

  /** The titles the public API lists for the company: what anyone can read on the server. */
  async function publishedTitles(): Promise<string[]> {
    const response = await fetch(`${server().url}${REVIEWS_API}`);
    const reviews = (await response.json()) as Array<{ title: string }>;
    return reviews.map((review) => review.title);
  }

  /** Review POSTs that reached the server so far (a replayed key counts too). */
  async function reviewPostsReceived(): Promise<number> {
    const response = await fetch(`${server().url}/metrics`, {
      headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
    });
    return (await response.text())
      .split('\n')
      .filter(
        (line) =>
          line.startsWith('http_request_duration_seconds_count{') &&
          line.includes('method="POST"') &&
          /route="[^"]*domain[^"]*\/reviews"/.test(line),
      )
      .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
  }

  it('a review queued offline reaches the server after every tab was closed', async () => {
    const { context, page } = await openPage(browser(), { viewport: 'mobile' });
    const postsBefore = await reviewPostsReceived();
    await visit(page, `${server().url}/company/globex.com`);
    await page.getByRole('heading', { level: 1, name: 'Globex Corporation' }).waitFor();
    await serviceWorkerReady(page);

    await context.setOffline(true);
    await writeReview(page, 'Sent with the app closed');
    // The page asked the browser to wake the service worker when the network is back.
    expect(await syncTags(page)).toEqual(['b2b-outbox']);
    expect(await publishedTitles()).not.toContain('Sent with the app closed');
    const [key] = await queuedKeys(page);

    // Every tab closed; the browser (and with it the service worker) lives on.
    await page.close();
    expect(context.pages()).toHaveLength(0);
    // Back online: Chromium fires the `sync` event by itself. (Playwright's offline mode is
    // DevTools network emulation, which Chromium's Background Sync obeys for the worker: no
    // sync fires while it is on, and the pending one fires when it is lifted, the same path
    // as a real reconnection.)
    await context.setOffline(false);
    await expect
      .poll(publishedTitles, { timeout: 30_000, interval: 500 })
      .toContain('Sent with the app closed');

    // Sent once (no tab was open: by the service worker), under the key the page made for it.
    expect(await reviewPostsReceived()).toBe(postsBefore + 1);
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(await db().knex('idempotency_keys').where({ key }).select('path')).toEqual([
      { path: REVIEWS_API },
    ]);
    expect(await db().knex('reviews').where({ title: 'Sent with the app closed' })).toHaveLength(1);
    await context.close();
  });

  it('with a tab open too, the tab and the service worker send it once between them', async () => {
    const { context, page } = await openPage(browser());
    const postsBefore = await reviewPostsReceived();
    await visit(page, `${server().url}/company/globex.com`);
    await page.getByRole('heading', { level: 1, name: 'Globex Corporation' }).waitFor();
    await serviceWorkerReady(page);

    await context.setOffline(true);
    await writeReview(page, 'Both wanted to send it');
    expect(await syncTags(page)).toEqual(['b2b-outbox']);
    // Back online with the tab open: its `online` handler and the worker's `sync` both replay;
    // the outbox's Web Lock lets one through, and the other finds the outbox empty.
    await context.setOffline(false);
    await page
      .locator('article', { hasText: 'Both wanted to send it' })
      .getByRole('button', { name: /^Upvote/ })
      .waitFor({ timeout: 30_000 });
    // Both have had their turn: the tab's replay and the worker's sync event are over.
    await expect.poll(() => syncTags(page), { timeout: 30_000 }).toEqual([]);
    expect(await reviewPostsReceived()).toBe(postsBefore + 1);
    expect(await db().knex('reviews').where({ title: 'Both wanted to send it' })).toHaveLength(1);
    await context.close();
  });
});
