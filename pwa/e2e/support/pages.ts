import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { VIEWPORTS } from './browser.ts';

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught exceptions and console errors, except the expected ones (see `expectedError`). */
  errors: string[];
  close(): Promise<void>;
}

// A 401 a journey causes on purpose (a wrong password, a session ended elsewhere) is logged by
// the browser as a console error. A signed-out visitor no longer asks who they are (the
// signed-in hint cookie), so a plain page load makes none (`accessibility.test.ts` checks).
const EXPECTED = [/status of 401/];

/**
 * A fresh browser context (its own cookies and storage: a new visitor) with one page. The
 * cookie banner is answered unless `cookieBanner` is true, so it does not cover the page.
 */
export async function openPage(
  browser: Browser,
  options: { viewport?: keyof typeof VIEWPORTS; cookieBanner?: boolean; baseURL?: string } = {},
): Promise<OpenedPage> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[options.viewport ?? 'desktop'],
    ...(options.baseURL ? { baseURL: options.baseURL } : {}),
  });
  if (!options.cookieBanner) {
    await answerCookieBanner(context);
  }
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (!EXPECTED.some((pattern) => pattern.test(text))) errors.push(text);
  });
  return { context, page, errors, close: () => context.close() };
}

/** The toast region's current text (one toast at a time). */
export async function toastText(page: Page): Promise<string> {
  return (await page.getByRole('region', { name: /Notifications/ }).textContent()) ?? '';
}

/**
 * The form controls (inputs, text areas, buttons, links styled or not) in the page's main
 * content that the visible toast overlaps: none, if the toast keeps out of the way (issue 34).
 */
export async function controlsUnderToast(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const toast = document.querySelector('[role="region"] li, [role="region"] [role="status"]');
    if (!toast) throw new Error('No toast is showing');
    const box = toast.getBoundingClientRect();
    const controls = document.querySelectorAll<HTMLElement>(
      'main input, main textarea, main button, main select, main label',
    );
    return [...controls]
      .filter((control) => {
        const r = control.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) return false;
        return r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top;
      })
      .map((control) => control.outerHTML.slice(0, 80));
  });
}

/**
 * Clicks the visible star of a star input (its radio is visually hidden, as radios drawn as
 * icons are), inside `within` when given. (`has` locators are relative to the label, so the
 * radio's locator comes from the page.)
 */
export function clickStar(page: Page, stars: number, within?: Locator) {
  const radio = page.getByRole('radio', { name: `${stars} star${stars === 1 ? '' : 's'}` });
  return (within ?? page.locator('body')).locator('label', { has: radio }).click();
}

/** Answers the cookie banner for every page of `context`, so it does not cover the page. */
export async function answerCookieBanner(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    localStorage.setItem(
      'cookie-consent',
      JSON.stringify({
        essential: true,
        performance: false,
        functional: true,
        marketing: false,
        decidedAt: new Date().toISOString(),
      }),
    );
  });
}

/**
 * Opens a public page and waits until its screen is interactive (`MarkInteractive`): a page
 * the server rendered shows its buttons before the app has hydrated them, and a click in
 * that window does nothing, as it would for a visitor on a slow phone.
 */
export async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
}
