import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

/** Debian's chromium: browser tests never download a browser of their own. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

// Without the background-networking flags chromium keeps dialling Google, which this
// machine's closed network refuses.
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const VIEWPORTS = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../../../test-results/screenshots');

function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** One browser for the whole test file. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser is not running yet');
    return browser;
  };
}

/** Where a journey's screenshot `{name}.png` goes (the directory is made if missing). */
export function screenshotPath(name: string): string {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  return path.join(SCREENSHOT_DIR, `${name}.png`);
}

/** Saves the page at both journey viewports: `{name}-mobile.png` and `{name}-desktop.png`. */
export async function screenshotBoth(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const original = page.viewportSize();
  // From the top: a sticky header would otherwise be drawn where the page was scrolled to.
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await page.screenshot({
      path: path.join(SCREENSHOT_DIR, `${name}-${label}.png`),
      fullPage: true,
    });
  }
  if (original) await page.setViewportSize(original);
}
