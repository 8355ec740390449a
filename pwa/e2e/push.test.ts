import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { useAppServer } from './support/appServer.ts';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  screenshotBoth,
  useBrowser,
  VIEWPORTS,
} from './support/browser.ts';
import { serviceWorkerReady } from './support/offline.ts';
import { answerCookieBanner, openPage, visit } from './support/pages.ts';
import { seedCompany } from './support/seed.ts';
import { signedInUser } from './support/userSession.ts';

const keys = webpush.generateVAPIDKeys();
const SWITCH = 'Push notifications on this device';

/** Issue 37 item 4: a follower turns Web Push on for this device from the company page. */
describe('Web Push from the company page', () => {
  const { db, server } = useAppServer({
    VAPID_PUBLIC_KEY: keys.publicKey,
    VAPID_PRIVATE_KEY: keys.privateKey,
  });

  it('offers the switch to a follower only, asks permission, and is honest about the outcome', async () => {
    const url = server().url;
    // A profile on disk, not playwright's usual off-the-record context: Chrome has no Push API
    // in incognito ("Registration failed - permission denied", crbug.com/41124656).
    const profile = mkdtempSync(path.join(tmpdir(), 'push-journey-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      viewport: VIEWPORTS.mobile,
    });
    const close = () => context.close();
    await answerCookieBanner(context);
    await context.grantPermissions(['notifications'], { origin: url });
    const page = context.pages()[0] ?? (await context.newPage());
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const user = await signedInUser(db(), server(), context);
    await seedCompany(db(), { domain: 'push-co.com', name: 'Push Co' });

    await visit(page, `${url}/company/push-co.com`);
    await page.getByRole('heading', { name: 'Push Co', level: 1 }).waitFor();
    await serviceWorkerReady(page);
    // Not a follower: no switch.
    await page.getByRole('button', { name: 'Subscribe' }).waitFor();
    expect(await page.getByRole('switch', { name: SWITCH }).count()).toBe(0);

    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByRole('button', { name: 'Subscribed' }).waitFor();
    const toggle = page.getByRole('switch', { name: SWITCH });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-checked')).toBe('false');

    await toggle.click();
    const alert = page.getByRole('alert').filter({ hasText: /push/i });
    await Promise.race([
      page.getByRole('switch', { name: SWITCH, checked: true }).waitFor({ timeout: 30_000 }),
      alert.waitFor({ timeout: 30_000 }),
    ]);
    const rows = () => db().knex('push_subscriptions').where({ userId: user.id });

    if ((await toggle.getAttribute('aria-checked')) === 'true') {
      // A chromium with a reachable push service: the server holds this browser's subscription.
      console.info('push journey: chromium subscribed with its push service');
      const [row] = await rows();
      expect(row?.endpoint).toMatch(/^https:\/\//);
      await toggle.click();
      await page.getByRole('switch', { name: SWITCH, checked: false }).waitFor();
      expect(await rows()).toEqual([]);
    } else {
      // What happens on this machine: Chromium's push service is Google's (FCM), which this
      // closed network cannot reach, so pushManager.subscribe() never answers (in an
      // off-the-record context it fails at once instead: no Push API in incognito). The page
      // gives up after 15 s, says so, and nothing pretends push is on: no row on the server,
      // no subscription left in the browser.
      console.info(`push journey: no push service here: ${await alert.textContent()}`);
      expect(await alert.textContent()).toMatch(
        /could not reach its push service, so push stays off/,
      );
      expect(await toggle.getAttribute('aria-checked')).toBe('false');
      expect(await rows()).toEqual([]);
      expect(
        await page.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready;
          return (await registration.pushManager.getSubscription()) === null;
        }),
      ).toBe(true);
    }
    await screenshotBoth(page, 'push-company');

    // The same switch in the account settings, with the account's browsers.
    await page.goto(`${url}/settings`);
    await page.getByRole('heading', { name: 'Push notifications' }).waitFor();
    await page.getByRole('switch', { name: SWITCH }).waitFor();
    expect(errors.filter((error) => !/push service|Registration failed/i.test(error))).toEqual([]);
    await close();
  });
});

describe('Web Push when the server has no VAPID keys', () => {
  const { db, server } = useAppServer();
  const browser = useBrowser();

  it('shows a follower no switch at all', async () => {
    const url = server().url;
    const { context, page, close } = await openPage(browser());
    await context.grantPermissions(['notifications'], { origin: url });
    await signedInUser(db(), server(), context);
    await seedCompany(db(), { domain: 'nopush-co.com', name: 'No Push Co' });
    await visit(page, `${url}/company/nopush-co.com`);
    await serviceWorkerReady(page);
    const keyAnswer = page.waitForResponse((response) => response.url().endsWith('/api/push/key'));
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByRole('button', { name: 'Subscribed' }).waitFor();
    // The page asked for the key, got 404, and shows nothing.
    expect((await keyAnswer).status()).toBe(404);
    await page.waitForTimeout(300);
    expect(await page.getByRole('switch', { name: SWITCH }).count()).toBe(0);
    await close();
  });
});
