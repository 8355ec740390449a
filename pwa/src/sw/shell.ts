import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & {
  /** The build's file list, written in by vite-plugin-pwa (injectManifest). */
  __WB_MANIFEST: Array<PrecacheEntry | string>;
};

/**
 * The installable app's shell (issue 7): the public screens' files precached, and every page
 * address answered offline with the precached `index.html` (the server renders pages online,
 * issue 39; offline the app draws them from the device).
 */
export function serveShell(): void {
  // "A new version is available" → Reload: the page asks the waiting worker to take over
  // (workbox-window's `messageSkipWaiting`). Never on its own: no silent takeover.
  self.addEventListener('message', (event) => {
    if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
  });
  // The first install takes the open page at once, so it works offline without a reload.
  clientsClaim();
  // The public shell and every public screen's chunk (lazy screens must open offline too);
  // the admin panel is staff-only and never needed offline (`vite/pwaOptions.ts` picks them).
  precacheAndRoute(self.__WB_MANIFEST);
  cleanupOutdatedCaches();
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL('/index.html'), {
      // The API, robots.txt and the sitemaps (api/src/seo) are never answered with the app's HTML.
      denylist: [/^\/api(\/|$)/, /^\/robots\.txt$/, /^\/sitemaps?[./]/],
    }),
  );
}
