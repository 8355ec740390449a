import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';

const DIST = path.resolve(import.meta.dirname, '../../dist');

/**
 * A copy of the production build for one test file, so a journey can publish a "new build"
 * (a changed sw.js) without touching the build other files are served from.
 */
export function copyOfBuild(): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'pwa-dist-'));
  cpSync(DIST, copy, { recursive: true, filter: (source) => !source.endsWith('.map') });
  return copy;
}

/** Waits until this page's service worker is installed and active (the shell is precached). */
export async function serviceWorkerReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

/** The keys of the drafts the page has saved in its IndexedDB (`pwa/src/offline/db.ts`). */
export async function savedDraftKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('b2b-reviews-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('drafts')) {
            db.close();
            resolve([]);
            return;
          }
          const keys = db.transaction('drafts').objectStore('drafts').getAllKeys();
          keys.onerror = () => reject(keys.error);
          keys.onsuccess = () => {
            db.close();
            resolve((keys.result as string[]).sort());
          };
        };
      }),
  );
}
