import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { API_READS_CACHE, isCachedApiRead } from '../offline/apiReadsCache.ts';

/**
 * Public API reads: from the network when it answers within 4 s, else the last answer kept
 * on the device (7 days, 300 answers, only 200s), so companies once opened read offline.
 */
export function cacheApiReads(): void {
  registerRoute(
    ({ url, request }) => isCachedApiRead(url, request.method),
    new NetworkFirst({
      cacheName: API_READS_CACHE,
      networkTimeoutSeconds: 4,
      plugins: [
        new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * 24 * 60 * 60 }),
        new CacheableResponsePlugin({ statuses: [200] }),
      ],
    }),
    'GET',
  );
}
