import { VitePWA } from 'vite-plugin-pwa';

/**
 * The installable app (issue 7): manifest, precached shell, SPA fallback and the runtime cache
 * of API reads. Registration is done by the app itself (`offline/registerServiceWorker.ts`):
 * no inline script (CSP), and the update is a prompt, never a silent reload that could lose a
 * half-written form.
 */
export function pwaOptions() {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: null,
    manifest: {
      name: 'B2B Reviews',
      short_name: 'B2B Reviews',
      description:
        'Read and write honest reviews of B2B companies. Search any company by its website domain.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#1d4ed8',
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        {
          src: '/icons/icon-maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    workbox: {
      // The public shell and every public screen's chunk (lazy screens must open offline too);
      // the admin panel is staff-only and never needed offline.
      globPatterns: ['**/*.{js,css,html,svg}'],
      globIgnores: ['**/AdminApp-*', '**/*.map'],
      navigateFallback: '/index.html',
      // The API, robots.txt and the sitemaps (api/src/seo) are never answered with the app's HTML.
      navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/robots\.txt$/, /^\/sitemaps?[./]/],
      cleanupOutdatedCaches: true,
      // The first install takes the open page at once, so it works offline without a reload.
      // Later builds wait for the visitor's "Reload" (no skipWaiting): no silent takeover.
      clientsClaim: true,
      runtimeCaching: [
        {
          // Public reads only. Admin data, the session (`/api/auth/...`) and the account's own
          // data (`/api/account/...`, the GDPR export) are per person and must never be served
          // to whoever uses the browser next. (Serialized into sw.js: the matcher may not use
          // anything from this file.)
          urlPattern: ({ url, request }) =>
            request.method === 'GET' &&
            url.pathname.startsWith('/api/') &&
            !/^\/api\/(account|admin|auth)(\/|$)/.test(url.pathname),
          handler: 'NetworkFirst',
          options: {
            cacheName: 'api-reads',
            networkTimeoutSeconds: 4,
            expiration: { maxEntries: 300, maxAgeSeconds: 7 * 24 * 60 * 60 },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
  });
}
